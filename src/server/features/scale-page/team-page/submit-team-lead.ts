// A team page's contact form message (issue 22), in one transaction: the visitor's
// rate-limit slot for this team, then lead routing (lead-routing/public.ts) decides the
// owner, creates or finds the client, records the assignment and mails the owner.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/types';
import { mailBrandingOf } from '../../../platform/access/mail-branding';
import { workspaceOwnerId } from '../../../platform/access/workspace-access';
import { brandMail } from '../../../platform/mail/branding';
import { enqueueMail } from '../../../platform/mail/outbox';
import { recordActivity } from '../../activity/public';
import { routeLead } from '../../lead-routing/public';
import { fromStoredPreferences } from '../../profiles/public';
import { leadMail } from '../lead-form/lead-mail';
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
  input: {
    organizationId: string;
    teamName: string;
    visitorKey: string;
    lead: Lead;
    publicUrl: string;
  },
): Promise<'saved' | 'rate_limited' | 'client_limit'> {
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
    const routed = await routeLead(trx, {
      workspaceId: organizationId,
      source: 'team_page',
      lead,
      publicUrl: input.publicUrl,
    });
    if (!routed.clientLimit) return 'saved';
    // The workspace owner's plan is full: nothing was stored, and the owner is told as for
    // a person's page (submit-lead.ts) — their Recent Activity and a mail with the details.
    const owner = await trx
      .selectFrom('profiles')
      .innerJoin('users', 'users.id', 'profiles.userId')
      .select(['users.id', 'users.email', 'profiles.notificationPreferences'])
      .where('profiles.userId', '=', workspaceOwnerId(organizationId))
      .executeTakeFirstOrThrow();
    await recordActivity(trx, owner.id, {
      kind: 'lead_received',
      clientId: null,
      data: { name: lead.name, outcome: 'client_limit' },
    });
    if (fromStoredPreferences(owner.notificationPreferences).emailNotifications) {
      const clientsUrl = `${input.publicUrl}/dashboard?tab=clients`;
      await enqueueMail(trx, {
        to: owner.email,
        ...brandMail(
          leadMail(lead, 'client_limit', clientsUrl, `the team page of ${input.teamName}`),
          await mailBrandingOf(trx, organizationId),
          input.publicUrl,
        ),
      });
    }
    return 'client_limit';
  });
}
