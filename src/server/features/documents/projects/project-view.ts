// ProjectView rows as one member sees them: their role, the owner's name and the counts.
import type { Kysely } from 'kysely';
import type { ProjectView } from '../../../../core/project-schemas';
import type { DB } from '../../../db/types';

export async function loadProjectViews(
  db: Kysely<DB>,
  userId: string,
  projectId?: string,
): Promise<ProjectView[]> {
  let query = db
    .selectFrom('project_members as m')
    .innerJoin('projects as p', 'p.id', 'm.projectId')
    .leftJoin('profiles as owner', 'owner.userId', 'p.userId')
    .select((eb) => [
      'p.id',
      'p.name',
      'p.description',
      'p.tags',
      'p.status',
      'p.createdAt',
      'p.updatedAt',
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
    .where('m.userId', '=', userId)
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
    role: row.role,
    ownerName: row.ownerDisplayName?.trim() || row.ownerUsername || null,
    documentCount: Number(row.documentCount ?? 0),
    memberCount: Number(row.memberCount ?? 0),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  }));
}
