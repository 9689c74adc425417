// Creates a project with its creator as the owner member, within the plan's limit on
// owned projects (spec §9: Free 1, Pro 5). Being a member of others' projects is free.
// It lives in the current workspace (issue 18); the limit stays the creator's own plan,
// counted over every workspace, as documents' is.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ProjectDetail, ZProjectCreate } from '../../../../core/project-schemas';
import type { DB } from '../../../db/types';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { loadProjectDetail } from './project-detail';
import { assertBelowLimit, lockFor } from './project-limit';
import { publishProjectChange } from './publish-project-change';

export async function createProject(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  input: z.output<typeof ZProjectCreate>,
): Promise<ProjectDetail> {
  const { userId, workspaceId } = access;
  return db.transaction().execute(async (trx) => {
    await lockFor(trx, `projects:${userId}`);
    const { count } = await trx
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    await assertBelowLimit(trx, userId, 'projects', Number(count));
    const project = await trx
      .insertInto('projects')
      .values({
        workspaceId,
        userId,
        createdBy: userId,
        name: input.name,
        description: input.description,
        tags: input.tags,
        status: input.status,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('project_members')
      .values({ projectId: project.id, userId, role: 'owner', addedBy: access.userId })
      .execute();
    await publishProjectChange(trx, project.id, 'insert');
    return loadProjectDetail(trx, access, project.id);
  });
}
