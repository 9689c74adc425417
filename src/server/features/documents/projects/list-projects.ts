// GET /projects: the projects of the current workspace the caller sees (project-access.ts),
// newest first.
import type { Kysely } from 'kysely';
import type { ProjectView } from '../../../../core/project-schemas';
import type { DB } from '../../../db/types';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { loadProjectViews } from './project-view';

export async function listProjects(
  db: Kysely<DB>,
  access: WorkspaceAccess,
): Promise<ProjectView[]> {
  return loadProjectViews(db, access);
}
