// A role's keys seen as levels (src/core/access.ts): which keys the levels matrix owns,
// how new levels replace them, and how far a caller may go (issue 16: nobody grants a
// key they do not hold; "all" includes "own").
import {
  type AccessLevel,
  DATA_AREAS,
  type DataArea,
  keysForLevels,
  LEVEL_KEYS,
  SEES_UNASSIGNED_KEY,
  type WorkspaceLevels,
} from '@/core/access';
import type { PermissionName } from '@/core/permissions';

export const LEVEL_OPS = ['view', 'edit'] as const;
export type LevelOp = (typeof LEVEL_OPS)[number];

/** Every key a level stands for: the matrix owns these, the checkboxes the rest. */
export const LEVEL_KEY_NAMES: ReadonlySet<PermissionName> = new Set<PermissionName>([
  ...DATA_AREAS.flatMap((area) =>
    LEVEL_OPS.flatMap((op) => [LEVEL_KEYS[area][op].all, LEVEL_KEYS[area][op].own]),
  ),
  SEES_UNASSIGNED_KEY,
]);

/** The role's keys with its levels replaced by `levels`. */
export function withLevels(
  permissions: readonly PermissionName[],
  levels: WorkspaceLevels,
): PermissionName[] {
  return [...permissions.filter((key) => !LEVEL_KEY_NAMES.has(key)), ...keysForLevels(levels)];
}

/** The highest level of `op` in `area` the caller may give. */
export function grantableLevel(
  held: readonly PermissionName[],
  area: DataArea,
  op: LevelOp,
): AccessLevel {
  if (held.includes(LEVEL_KEYS[area][op].all)) return 'all';
  if (held.includes(LEVEL_KEYS[area][op].own)) return 'own';
  return 'none';
}
