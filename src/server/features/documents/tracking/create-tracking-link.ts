// Shares a PDF through a new tracking link, within the plan's limit on tracking links
// (spec §9: Free keeps 5, counted over all of the user's documents).
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { ZTrackingLinkCreate } from '../../../../core/document-schemas';
import type { TrackingLinkView } from '../../../../core/documents';
import { DOCUMENT_MESSAGES } from '../../../../core/messages';
import { limitReachedMessage, PLAN_LIMITS, UNLIMITED } from '../../../../core/plans';
import type { DB } from '../../../db/types';
import { badRequest, HttpError } from '../../../http/errors';
import { publishChange } from '../../../platform/events/publish';
import { findOwnDocument } from './find-own-document';
import { newTrackingCode } from './tracking-code';
import { toTrackingLinkView } from './tracking-link-view';

export async function createTrackingLink(
  db: Kysely<DB>,
  userId: string,
  documentId: string,
  input: z.output<typeof ZTrackingLinkCreate>,
  publicUrl: string,
): Promise<TrackingLinkView> {
  return db.transaction().execute(async (trx) => {
    // Two creates at once would both count 4 and both insert: the second waits here
    // until the first commits, then counts 5.
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`document_tracking_links:${userId}`}, 0))`.execute(
      trx,
    );
    const document = await findOwnDocument(trx, userId, documentId);
    // §5: the public viewer shows PDFs only.
    if (document.type !== 'pdf') throw badRequest(DOCUMENT_MESSAGES.pdfOnly);
    const { tier, username } = await trx
      .selectFrom('profiles')
      .select(['tier', 'username'])
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    const limit = PLAN_LIMITS[tier].trackingLinks;
    if (limit !== UNLIMITED) {
      const { count } = await trx
        .selectFrom('document_tracking_links')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(count) >= limit) {
        throw new HttpError('forbidden', limitReachedMessage(tier, 'trackingLinks'));
      }
    }
    const row = await trx
      .insertInto('document_tracking_links')
      .values({ documentId, userId, uniqueCode: newTrackingCode(), label: input.label })
      .returningAll()
      .executeTakeFirstOrThrow();
    await publishChange(trx, userId, {
      entity: 'document_tracking_links',
      op: 'insert',
      id: row.id,
    });
    return toTrackingLinkView(row, publicUrl, username);
  });
}
