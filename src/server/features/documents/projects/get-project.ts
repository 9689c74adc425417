// GET /projects/:id: for its members only; anyone else is told it does not exist.
import type { Kysely } from 'kysely';
import type { ProjectDetail } from '../../../../core/project-schemas';
import type { DB } from '../../../db/types';
import { requireProjectAccess } from './project-access';
import { loadProjectDetail } from './project-detail';

export async function getProject(
  db: Kysely<DB>,
  userId: string,
  projectId: string,
): Promise<ProjectDetail> {
  const access = await requireProjectAccess(db, userId, projectId);
  return loadProjectDetail(db, userId, access.projectId);
}
