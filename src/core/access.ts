// What a member may do in a workspace (issue 18, decision 037), read by the server's
// checks and the web app's `can(...)` alike, so a button offered is a request allowed.
// Permission keys come from get_user_permissions; this file turns them into levels per
// data area and answers one typed action at a time. Anything unknown answers "no".
import type { PermissionName } from './permissions';

export const DATA_AREAS = ['clients', 'documents', 'scheduling'] as const;
export type DataArea = (typeof DATA_AREAS)[number];

/** none: nothing; own: records they own or created; all: every record of the workspace. */
export const ACCESS_LEVELS = ['none', 'own', 'all'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export type AreaLevels = { view: AccessLevel; edit: AccessLevel };
export type WorkspaceLevels = Record<DataArea, AreaLevels> & {
  /** Clients nobody owns (the team's inbox) count as their own for this member. */
  seesUnassigned: boolean;
};

/** The keys that stand for each area's levels: the plain key is "all", `_own` is "own". */
export const LEVEL_KEYS: Record<
  DataArea,
  Record<'view' | 'edit', { all: PermissionName; own: PermissionName }>
> = {
  clients: {
    view: { all: 'view_clients', own: 'view_clients_own' },
    edit: { all: 'edit_clients', own: 'edit_clients_own' },
  },
  documents: {
    view: { all: 'view_documents', own: 'view_documents_own' },
    edit: { all: 'edit_documents', own: 'edit_documents_own' },
  },
  scheduling: {
    view: { all: 'view_scheduling', own: 'view_scheduling_own' },
    edit: { all: 'edit_scheduling', own: 'edit_scheduling_own' },
  },
};
export const SEES_UNASSIGNED_KEY: PermissionName = 'see_unassigned_clients';

const RANK: Record<AccessLevel, number> = { none: 0, own: 1, all: 2 };

export function higherLevel(a: AccessLevel, b: AccessLevel): AccessLevel {
  return RANK[a] >= RANK[b] ? a : b;
}

export function levelAtLeast(level: AccessLevel, wanted: AccessLevel): boolean {
  return RANK[level] >= RANK[wanted];
}

function levelFrom(
  permissions: readonly string[],
  keys: { all: PermissionName; own: PermissionName },
): AccessLevel {
  if (permissions.includes(keys.all)) return 'all';
  if (permissions.includes(keys.own)) return 'own';
  return 'none';
}

/**
 * The levels the keys give. Whoever may edit a record may see it, so view is never
 * below edit.
 */
export function levelsFrom(permissions: readonly string[]): WorkspaceLevels {
  const area = (name: DataArea): AreaLevels => {
    const edit = levelFrom(permissions, LEVEL_KEYS[name].edit);
    const view = higherLevel(levelFrom(permissions, LEVEL_KEYS[name].view), edit);
    return { view, edit };
  };
  return {
    clients: area('clients'),
    documents: area('documents'),
    scheduling: area('scheduling'),
    seesUnassigned: permissions.includes(SEES_UNASSIGNED_KEY),
  };
}

/** The keys that give these levels (the role editor's matrix writes them). */
export function keysForLevels(levels: WorkspaceLevels): PermissionName[] {
  const keys: PermissionName[] = [];
  for (const name of DATA_AREAS) {
    for (const op of ['view', 'edit'] as const) {
      const level = levels[name][op];
      if (level === 'all') keys.push(LEVEL_KEYS[name][op].all, LEVEL_KEYS[name][op].own);
      if (level === 'own') keys.push(LEVEL_KEYS[name][op].own);
    }
  }
  if (levels.seesUnassigned) keys.push(SEES_UNASSIGNED_KEY);
  return keys;
}

/**
 * Keys a holder of `permissions` effectively holds: "all" includes "own". Used by the
 * granting rule, so someone with view_clients may give view_clients_own.
 */
export function impliedKeys(permissions: readonly PermissionName[]): PermissionName[] {
  const held = new Set(permissions);
  for (const name of DATA_AREAS) {
    for (const op of ['view', 'edit'] as const) {
      if (held.has(LEVEL_KEYS[name][op].all)) held.add(LEVEL_KEYS[name][op].own);
    }
  }
  return [...held];
}

/**
 * Every action the server checks and the web gates, by name. `area` actions need that
 * area's level (a record's own check then narrows "own" to its owner or creator);
 * `anyOf` actions need one of the keys.
 */
export const ACTIONS = {
  'clients.view': { area: 'clients', op: 'view' },
  'clients.edit': { area: 'clients', op: 'edit' },
  'documents.view': { area: 'documents', op: 'view' },
  'documents.edit': { area: 'documents', op: 'edit' },
  'scheduling.view': { area: 'scheduling', op: 'view' },
  'scheduling.edit': { area: 'scheduling', op: 'edit' },
  'members.view': { anyOf: ['org:members:view', 'org:members:invite', 'manage:members'] },
  'members.invite': { anyOf: ['org:members:invite', 'manage:members'] },
  'members.manage': { anyOf: ['manage:members'] },
  'roles.manage': { anyOf: ['manage:members'] },
  'settings.view': { anyOf: ['org:settings:view', 'org:settings:edit'] },
  'settings.edit': { anyOf: ['org:settings:edit'] },
  'team.analytics': { anyOf: ['view_team_analytics'] },
} as const satisfies Record<
  string,
  { area: DataArea; op: 'view' | 'edit' } | { anyOf: readonly PermissionName[] }
>;
export type Action = keyof typeof ACTIONS;

export function isAction(value: string): value is Action {
  return Object.hasOwn(ACTIONS, value);
}

/** Whether keys `permissions` allow `action` at all (for some record). Unknown: false. */
export function can(permissions: readonly string[], action: Action): boolean {
  if (!isAction(action)) return false;
  const rule: { area?: DataArea; op?: 'view' | 'edit'; anyOf?: readonly PermissionName[] } =
    ACTIONS[action];
  if (rule.area && rule.op) return levelsFrom(permissions)[rule.area][rule.op] !== 'none';
  if (rule.anyOf) return rule.anyOf.some((key) => permissions.includes(key));
  return false;
}

/** Whether a member at `level` may act on a record owned by `ownerId` and made by `createdBy`. */
export function mayTouchRecord(
  level: AccessLevel,
  userId: string,
  record: { ownerId: string | null; createdBy: string | null },
  seesUnassigned = false,
): boolean {
  if (level === 'all') return true;
  if (level !== 'own') return false;
  if (record.ownerId === userId || record.createdBy === userId) return true;
  return seesUnassigned && record.ownerId === null;
}
