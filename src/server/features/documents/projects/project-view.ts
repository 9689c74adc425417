// ProjectView rows as one member sees them: their role (a workspace member who sees a
// project without being in it is a viewer; one who may edit every document of its
// workspace runs it as its owner does), the owner's name and the counts.
import type { Kysely } from 'kysely';
import type { ProjectView } from '../../../../core/project-schemas';
import type { DB } from '../../../db/types';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { visibleProjects } from './project-access';

export async function loadProjectViews(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  projectId?: string,
): Promise<ProjectView[]> {
  let query = db
    .selectFrom('projects as p')
    .leftJoin('project_members as m', (join) =>
      join.onRef('m.projectId', '=', 'p.id').on('m.userId', '=', access.userId),
    )
    .leftJoin('profiles as owner', 'owner.userId', 'p.userId')
    .select((eb) => [
      'p.id',
      'p.name',
      'p.description',
      'p.tags',
      'p.status',
      'p.createdAt',
      'p.updatedAt',
      'p.workspaceId',
      'm.role',
      'owner.displayName as ownerDisplayName',
      'owner.username as ownerUsername',
      eb
        .selectFrom('project_documents as d')
        .select((count) => count.fn.countAll<string>().as('count'))
        .whereRef('d.projectId', '=', 'p.id')
        .as('documentCount'),
      eb
        .selectFrom('project_members as all_members')
        .select((count) => count.fn.countAll<string>().as('count'))
        .whereRef('all_members.projectId', '=', 'p.id')
        .as('memberCount'),
    ])
    .where(visibleProjects(access))
    .orderBy('p.createdAt', 'desc')
    .orderBy('p.id');
  if (projectId) query = query.where('p.id', '=', projectId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    tags: row.tags,
    status: row.status,
    // The workspace's Owner and Admins run its projects (project-access.ts says the same).
    role:
      row.workspaceId === access.workspaceId && access.levels.documents.edit === 'all'
        ? 'owner'
        : (row.role ?? 'viewer'),
    ownerName: row.ownerDisplayName?.trim() || row.ownerUsername || null,
    documentCount: Number(row.documentCount ?? 0),
    memberCount: Number(row.memberCount ?? 0),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  }));
}
