// The caller's place in a project (issue 18: a project lives in a workspace). Who sees a
// project: the members of its workspace whose documents view level covers it (at "all"
// every project of the workspace; at "own" those they own or created) and its project
// members; every project someone was added to also shows in their personal workspace
// (a project share is made to a person, like "Shared with me"). Inside, the project's own roles
// (owner, editor, viewer) decide what they may do; a workspace member who sees it without
// being a project member is a viewer. Someone who does not see it learns nothing (404, as
// for a project that does not exist); one whose role may not do something is told so.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { z } from 'zod';
import { DOCUMENT_MESSAGES } from '../../../../core/messages';
import type { ProjectRole } from '../../../../core/project-schemas';
import type { DB } from '../../../db/types';
import { HttpError, notFound } from '../../../http/errors';
import { recordFilter, type WorkspaceAccess } from '../../../platform/access/workspace-access';

const ZId = z.uuid();

export type ProjectAccess = { projectId: string; ownerId: string; role: ProjectRole };

/** Throws 404 (with `message`) unless `id` looks like a row id; saves the database a cast error. */
export function checkId(id: unknown, message: string): string {
  const parsed = ZId.safeParse(id);
  if (!parsed.success) throw notFound(message);
  return parsed.data;
}

/**
 * The SQL filter for the projects (aliased `p`) the caller sees in the current workspace.
 * Fails closed: without documents view level, no project at all.
 */
export function visibleProjects(access: WorkspaceAccess): RawBuilder<boolean> {
  if (access.levels.documents.view === 'none') return sql<boolean>`false`;
  const isMember = sql<boolean>`EXISTS (SELECT 1 FROM project_members pm WHERE pm.project_id = p.id AND pm.user_id = ${access.userId})`;
  const inWorkspace = sql<boolean>`p.workspace_id = ${access.workspaceId}`;
  // In the personal workspace: every project the caller was added to, wherever it lives.
  const anywhere = access.isPersonal ? sql<boolean>`true` : sql<boolean>`false`;
  return sql<boolean>`(${recordFilter(access, 'documents', 'view', 'p')} OR (${isMember} AND (${inWorkspace} OR ${anywhere})))`;
}

export async function requireProjectAccess(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  projectId: string,
  allowed?: { roles: readonly ProjectRole[]; message: string },
): Promise<ProjectAccess> {
  const row = await db
    .selectFrom('projects as p')
    .leftJoin('project_members as m', (join) =>
      join.onRef('m.projectId', '=', 'p.id').on('m.userId', '=', access.userId),
    )
    .select(['p.id as projectId', 'p.userId as ownerId', 'p.workspaceId', 'm.role'])
    .where('p.id', '=', checkId(projectId, DOCUMENT_MESSAGES.projectNotFound))
    .where(visibleProjects(access))
    .executeTakeFirst();
  if (!row) throw notFound(DOCUMENT_MESSAGES.projectNotFound);
  // Whoever may edit every document of the project's workspace (its Owner and Admins,
  // issue 18) runs its projects as their owner does; anyone else by their project role.
  const runsWorkspace =
    row.workspaceId === access.workspaceId && access.levels.documents.edit === 'all';
  const role: ProjectRole = runsWorkspace ? 'owner' : (row.role ?? 'viewer');
  if (allowed && !allowed.roles.includes(role)) {
    throw new HttpError('forbidden', allowed.message);
  }
  return { projectId: row.projectId, ownerId: row.ownerId, role };
}

export const OWNER_ONLY = {
  roles: ['owner'],
  message: DOCUMENT_MESSAGES.onlyProjectOwner,
} as const;

export const OWNER_OR_EDITOR = {
  roles: ['owner', 'editor'],
  message: DOCUMENT_MESSAGES.onlyOwnerOrEditor,
} as const;
