// Adds a template to the workspace, owned and created by the caller, within the plan's
// limit (spec §9: Free keeps 3, counted over the templates the caller owns).
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import { TEMPLATE_MESSAGES } from '../../../core/messages';
import { PLAN_LIMITS, UNLIMITED } from '../../../core/plans';
import type { MessageTemplate, ZTemplateCreate } from '../../../core/template-schemas';
import type { DB } from '../../db/types';
import { HttpError } from '../../http/errors';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { publishTemplateChange } from './template-change';
import { toTemplateView } from './template-view';

export async function createTemplate(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  input: z.output<typeof ZTemplateCreate>,
): Promise<MessageTemplate> {
  const { userId } = access;
  return db.transaction().execute(async (trx) => {
    // Two creates at once would both count 2 and both insert: the second waits here
    // until the first commits, then counts 3.
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`message_templates:${userId}`}, 0))`.execute(
      trx,
    );
    const { tier } = await trx
      .selectFrom('profiles')
      .select('tier')
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    const limit = PLAN_LIMITS[tier].templates;
    if (limit !== UNLIMITED) {
      const { count } = await trx
        .selectFrom('message_templates')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(count) >= limit) {
        throw new HttpError('forbidden', TEMPLATE_MESSAGES.templateLimit(limit));
      }
    }
    const row = await trx
      .insertInto('message_templates')
      .values({
        workspaceId: access.workspaceId,
        userId,
        createdBy: userId,
        name: input.name,
        subject: input.subject,
        body: input.body,
        // Nobody to share with in a personal workspace.
        isShared: !access.isPersonal && input.isShared,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await publishTemplateChange(trx, row, 'insert', row.id);
    return toTemplateView(row);
  });
}
