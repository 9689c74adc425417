// GET /projects: the projects the user owns or is a member of, newest first.
import type { Kysely } from 'kysely';
import type { ProjectView } from '../../../../core/project-schemas';
import type { DB } from '../../../db/types';
import { loadProjectViews } from './project-view';

export async function listProjects(db: Kysely<DB>, userId: string): Promise<ProjectView[]> {
  return loadProjectViews(db, userId);
}
