// The caller's place in a project. Someone who is not a member learns nothing (404, as
// for a project that does not exist); a member whose role may not do something is told so.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { DOCUMENT_MESSAGES } from '../../../../core/messages';
import type { ProjectRole } from '../../../../core/project-schemas';
import type { DB } from '../../../db/types';
import { HttpError, notFound } from '../../../http/errors';

const ZId = z.uuid();

export type ProjectAccess = { projectId: string; ownerId: string; role: ProjectRole };

/** Throws 404 (with `message`) unless `id` looks like a row id; saves the database a cast error. */
export function checkId(id: unknown, message: string): string {
  const parsed = ZId.safeParse(id);
  if (!parsed.success) throw notFound(message);
  return parsed.data;
}

export async function requireProjectAccess(
  db: Kysely<DB>,
  userId: string,
  projectId: string,
  allowed?: { roles: readonly ProjectRole[]; message: string },
): Promise<ProjectAccess> {
  const row = await db
    .selectFrom('project_members as m')
    .innerJoin('projects as p', 'p.id', 'm.projectId')
    .select(['p.id as projectId', 'p.userId as ownerId', 'm.role'])
    .where('m.projectId', '=', checkId(projectId, DOCUMENT_MESSAGES.projectNotFound))
    .where('m.userId', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(DOCUMENT_MESSAGES.projectNotFound);
  if (allowed && !allowed.roles.includes(row.role)) {
    throw new HttpError('forbidden', allowed.message);
  }
  return row;
}

export const OWNER_ONLY = {
  roles: ['owner'],
  message: DOCUMENT_MESSAGES.onlyProjectOwner,
} as const;

export const OWNER_OR_EDITOR = {
  roles: ['owner', 'editor'],
  message: DOCUMENT_MESSAGES.onlyOwnerOrEditor,
} as const;
