// Saves a contact form message in one transaction: the rate-limit slot, the client
// (found by e-mail, else created as a new Scale Page lead), the message as a note on
// that client, the owner's Recent Activity entry, and the owner's mail.
//
// When the owner's Free plan is full and the sender is not a client yet, nothing new is
// stored (the plan's limit holds for every way in), but the owner is mailed the
// visitor's details so the lead is not lost; the visitor sees the usual thanks. Every
// mail is sent only while the owner's e-mail notifications are on.
import type { Kysely } from 'kysely';
import { ZClientCreate } from '../../../../core/client-schemas';
import { UNLIMITED } from '../../../../core/plans';
import type { DB } from '../../../db/types';
import { mailBrandingOf } from '../../../platform/access/mail-branding';
import {
  loadWorkspaceAccess,
  type WorkspaceAccess,
} from '../../../platform/access/workspace-access';
import { brandMail } from '../../../platform/mail/branding';
import { enqueueMail } from '../../../platform/mail/outbox';
import { recordActivity } from '../../activity/public';
import {
  addInteraction,
  clientQuota,
  createClient,
  findClient,
  findClientIdByEmail,
  lockClientQuota,
  toClientViewWithOwner,
} from '../../clients/public';
import { fromStoredPreferences } from '../../profiles/public';
import { emitWebhookEvent } from '../../webhooks/public';
import { type LeadOutcome, leadMail } from './lead-mail';
import { takeLeadSubmissionSlot } from './rate-limit';
import type { Lead } from './read-lead-form';

export const LEAD_INTERACTION_SUBJECT = 'Scale Page contact form';

export type LeadResult = 'saved' | 'rate_limited';

export async function submitLead(
  db: Kysely<DB>,
  input: { userId: string; visitorKey: string; lead: Lead; publicUrl: string },
): Promise<LeadResult> {
  const { userId, lead } = input;
  return db.transaction().execute(async (trx) => {
    if (!(await takeLeadSubmissionSlot(trx, userId, input.visitorKey))) return 'rate_limited';

    const access = await leadsWorkspace(trx, userId);
    await lockClientQuota(trx, access.workspaceId);
    let outcome: LeadOutcome;
    let clientId = await findClientIdByEmail(trx, access.workspaceId, lead.email);
    if (clientId) {
      outcome = 'existing_client';
    } else {
      const { limit, used } = await clientQuota(trx, access.workspaceId);
      if (limit !== UNLIMITED && used >= limit) {
        outcome = 'client_limit';
      } else {
        const client = await createClient(
          trx,
          access,
          ZClientCreate.parse({
            name: lead.name,
            status: 'new_lead',
            leadSource: 'scale_page',
            emails: [{ address: lead.email, type: 'other', isDefault: true }],
            phones: lead.phone ? [{ number: lead.phone, type: 'mobile', isDefault: true }] : [],
          }),
        );
        clientId = client.id;
        outcome = 'new_client';
      }
    }

    if (clientId) {
      // The page owner logs the lead even on a teammate's client (they may see it, and
      // the form is theirs): the note is written as the owner's workspace system access.
      await addInteraction(trx, { ...access, levels: fullClientLevels(access) }, clientId, {
        type: 'note',
        subject: LEAD_INTERACTION_SUBJECT,
        content: interactionContent(lead, outcome),
        outcome: 'neutral',
      });
    }
    // The workspace's webhooks hear of the lead in this transaction (decision 072).
    const fullAccess = { ...access, levels: fullClientLevels(access) };
    await emitWebhookEvent(trx, access.workspaceId, 'lead.created', {
      source: 'scale_page',
      outcome,
      lead,
      client: clientId
        ? await toClientViewWithOwner(trx, await findClient(trx, fullAccess, clientId))
        : null,
    });
    await recordActivity(trx, userId, {
      kind: 'lead_received',
      clientId,
      data: { name: lead.name, outcome },
    });

    const owner = await trx
      .selectFrom('profiles')
      .innerJoin('users', 'users.id', 'profiles.userId')
      .select(['users.email', 'profiles.notificationPreferences'])
      .where('profiles.userId', '=', userId)
      .executeTakeFirstOrThrow();
    if (fromStoredPreferences(owner.notificationPreferences).emailNotifications) {
      const clientsUrl = `${input.publicUrl}/dashboard?tab=clients`;
      const branding = await mailBrandingOf(trx, access.workspaceId);
      await enqueueMail(trx, {
        to: owner.email,
        ...brandMail(leadMail(lead, outcome, clientsUrl), branding, input.publicUrl),
      });
    }
    return 'saved';
  });
}

/**
 * Where the page owner's leads land (issue 18, "New leads go to" in settings): the team
 * workspace they chose while they may still edit clients there, else their personal one.
 */
async function leadsWorkspace(trx: Kysely<DB>, userId: string): Promise<WorkspaceAccess> {
  const profile = await trx
    .selectFrom('profiles')
    .select('leadsWorkspaceId')
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (profile?.leadsWorkspaceId) {
    const chosen = await loadWorkspaceAccess(trx, userId, profile.leadsWorkspaceId);
    if (chosen && chosen.levels.clients.edit !== 'none') return chosen;
  }
  const personal = await loadWorkspaceAccess(trx, userId, undefined);
  if (!personal) throw new Error(`user ${userId} has no personal workspace`);
  return personal;
}

/** A lead on an existing client of the workspace is logged whoever owns that client. */
function fullClientLevels(access: WorkspaceAccess): WorkspaceAccess['levels'] {
  return { ...access.levels, clients: { view: 'all', edit: 'all' } };
}

/**
 * The message, and for a known client the name and phone the visitor gave: an
 * anonymous form may not change a client's record, but the owner should see them.
 */
function interactionContent(lead: Lead, outcome: LeadOutcome): string {
  const message = lead.message || 'No message.';
  if (outcome !== 'existing_client') return message;
  const given = [`Name: ${lead.name}`, ...(lead.phone ? [`Phone: ${lead.phone}`] : [])];
  return `${message}\n\n${given.join('\n')}`;
}
