// GET /projects/:id: for its members only; anyone else is told it does not exist.
import type { Kysely } from 'kysely';
import type { ProjectDetail } from '../../../../core/project-schemas';
import type { DB } from '../../../db/types';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { requireProjectAccess } from './project-access';
import { loadProjectDetail } from './project-detail';

export async function getProject(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  projectId: string,
): Promise<ProjectDetail> {
  const project = await requireProjectAccess(db, access, projectId);
  return loadProjectDetail(db, access, project.projectId);
}
