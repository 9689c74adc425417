// A team page's contact form message (issue 22), in one transaction: the visitor's
// rate-limit slot for this team, then lead routing (lead-routing/public.ts) decides the
// owner, creates or finds the client, records the assignment and mails the owner.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/types';
import { routeLead } from '../../lead-routing/public';
import { LEAD_FORM_LIMIT, LEAD_FORM_WINDOW } from '../lead-form/rate-limit';
import type { Lead } from '../lead-form/read-lead-form';

export async function recentTeamLeads(
  db: Kysely<DB>,
  organizationId: string,
  visitorKey: string,
): Promise<number> {
  const row = await db
    .selectFrom('team_lead_submissions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('organizationId', '=', organizationId)
    .where('visitorKey', '=', visitorKey)
    .where('createdAt', '>', sql<Date>`now() - ${LEAD_FORM_WINDOW}::interval`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function submitTeamLead(
  db: Kysely<DB>,
  input: { organizationId: string; visitorKey: string; lead: Lead; publicUrl: string },
): Promise<'saved' | 'rate_limited'> {
  const { organizationId, visitorKey, lead } = input;
  return db.transaction().execute(async (trx) => {
    // The same limit as a person's form, under a lock on this visitor and team.
    await sql`SELECT pg_advisory_xact_lock(hashtext('team_lead_form'), hashtext(${`${organizationId}:${visitorKey}`}))`.execute(
      trx,
    );
    if ((await recentTeamLeads(trx, organizationId, visitorKey)) >= LEAD_FORM_LIMIT) {
      return 'rate_limited';
    }
    await trx
      .deleteFrom('team_lead_submissions')
      .where('createdAt', '<', sql<Date>`now() - ${LEAD_FORM_WINDOW}::interval`)
      .execute();
    await trx.insertInto('team_lead_submissions').values({ organizationId, visitorKey }).execute();
    await routeLead(trx, {
      workspaceId: organizationId,
      source: 'team_page',
      lead,
      publicUrl: input.publicUrl,
    });
    return 'saved';
  });
}
