// One-time codes for a verified e-mail gate (issue 23): six digits from the CSPRNG,
// mailed through the outbox, kept only as a keyed hash, good for 10 minutes and 5 tries;
// at most 5 codes an hour to one address for one link, so the gate cannot be used to
// flood someone's inbox or to guess a code by asking for many.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { DOCUMENT_MESSAGES } from '../../../../core/messages';
import type { DB } from '../../../db/types';
import { escapeHtml } from '../../../http/escape';
import { enqueueMail } from '../../../platform/mail/outbox';

export const CODE_MAX_ATTEMPTS = 5;
const CODE_LIFETIME = '10 minutes';
const CODES_PER_HOUR = 5;

function hashCode(secret: string, linkId: string, email: string, code: string): string {
  return createHmac('sha256', `scale-document-code:${secret}`)
    .update(`${linkId}\n${email}\n${code}`)
    .digest('base64url');
}

export async function issueGateCode(
  db: Kysely<DB>,
  input: { linkId: string; email: string; name: string | null; ownerName: string; secret: string },
): Promise<'sent' | 'too_many'> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeHash = hashCode(input.secret, input.linkId, input.email, code);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('document_link_codes')
      .values({
        trackingLinkId: input.linkId,
        email: input.email,
        viewerName: input.name,
        codeHash,
        expiresAt: sql<Date>`now() + ${sql.lit(CODE_LIFETIME)}::interval`,
      })
      .onConflict((oc) =>
        oc.columns(['trackingLinkId', 'email']).doUpdateSet({
          viewerName: input.name,
          codeHash,
          attempts: 0,
          expiresAt: sql<Date>`now() + ${sql.lit(CODE_LIFETIME)}::interval`,
          sentCount: sql<number>`CASE WHEN document_link_codes.window_started_at < now() - interval '1 hour' THEN 1 ELSE document_link_codes.sent_count + 1 END`,
          windowStartedAt: sql<Date>`CASE WHEN document_link_codes.window_started_at < now() - interval '1 hour' THEN now() ELSE document_link_codes.window_started_at END`,
        }),
      )
      .returning('sentCount')
      .executeTakeFirstOrThrow();
    if (row.sentCount > CODES_PER_HOUR) {
      // Over the hour's limit: the previous code stays void too; nothing is mailed.
      await trx
        .updateTable('document_link_codes')
        .set({ attempts: CODE_MAX_ATTEMPTS })
        .where('trackingLinkId', '=', input.linkId)
        .where('email', '=', input.email)
        .execute();
      return 'too_many';
    }
    const intro = `${input.ownerName} shared a document with you on Scale. Enter this code to open it:`;
    await enqueueMail(trx, {
      to: input.email,
      subject: DOCUMENT_MESSAGES.gateCodeMailSubject(code),
      text: `${intro}\n\n${code}\n\nThe code works for 10 minutes. If you did not ask for it, ignore this e-mail.`,
      html: `<p>${escapeHtml(intro)}</p><p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p><p>The code works for 10 minutes. If you did not ask for it, ignore this e-mail.</p>`,
    });
    return 'sent';
  });
}

export type CodeCheck =
  | { ok: true; name: string | null }
  | { ok: false; reason: 'wrong'; left: number }
  | { ok: false; reason: 'expired' };

export async function checkGateCode(
  db: Kysely<DB>,
  input: { linkId: string; email: string; code: string; secret: string },
): Promise<CodeCheck> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('document_link_codes')
      .select([
        'codeHash',
        'attempts',
        'viewerName',
        sql<boolean>`expires_at <= now()`.as('isExpired'),
      ])
      .where('trackingLinkId', '=', input.linkId)
      .where('email', '=', input.email)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.isExpired || row.attempts >= CODE_MAX_ATTEMPTS) {
      return { ok: false, reason: 'expired' };
    }
    const given = Buffer.from(hashCode(input.secret, input.linkId, input.email, input.code));
    const stored = Buffer.from(row.codeHash);
    if (given.length === stored.length && timingSafeEqual(given, stored)) {
      await trx
        .deleteFrom('document_link_codes')
        .where('trackingLinkId', '=', input.linkId)
        .where('email', '=', input.email)
        .execute();
      return { ok: true, name: row.viewerName };
    }
    const attempts = row.attempts + 1;
    await trx
      .updateTable('document_link_codes')
      .set({ attempts })
      .where('trackingLinkId', '=', input.linkId)
      .where('email', '=', input.email)
      .execute();
    const left = CODE_MAX_ATTEMPTS - attempts;
    return left > 0 ? { ok: false, reason: 'wrong', left } : { ok: false, reason: 'expired' };
  });
}
