// Routes one lead of a team workspace (issue 22) in the caller's transaction: the lock on
// the workspace's routing state first (decision 061), then
//   1. a lead whose e-mail or phone is already a client's goes to that client's owner, as
//      an interaction on it (the 'existing_contact' rule wins over everything else);
//   2. else the owner given by the caller (a team booking's host), or the setting "New
//      leads" — paused to the inbox while the workspace owner is not on Business;
// then the client is created with that owner, the assignment recorded with its rule, the
// owner's Recent Activity told, and the owner mailed through the outbox.
import { type Kysely, sql } from 'kysely';
import { ZClientCreate } from '../../../core/client-schemas';
import type { AssignmentRule } from '../../../core/lead-routing-schemas';
import type { DB } from '../../db/types';
import {
  loadWorkspaceAccess,
  type WorkspaceAccess,
  workspaceOwnerId,
} from '../../platform/access/workspace-access';
import { recordActivity } from '../activity/public';
import {
  addInteraction,
  createClient,
  findClient,
  findClientByContact,
  recordClientAssignment,
  toClientViewWithOwner,
} from '../clients/public';
import { organizationNameOf } from '../organizations/public';
import { emitWebhookEvent } from '../webhooks/public';
import { type Choice, chooseOwner, utcDay } from './choose-owner';
import { mailRoutedLead } from './routing-mail';
import { loadRoutingMembers, lockRoutingState } from './routing-state';

export type LeadSource = 'team_page' | 'team_booking';

export type RoutedLead = {
  name: string;
  email?: string | null;
  phone?: string | null;
  message?: string | null;
};

export type RouteLeadInput = {
  workspaceId: string;
  source: LeadSource;
  lead: RoutedLead;
  /** A team booking whose host was already chosen; an existing contact still wins. */
  assignTo?: { userId: string; rule: AssignmentRule };
  /** For the owner's mail's link; empty in tests. */
  publicUrl?: string;
};

export type RouteLeadResult = {
  clientId: string;
  ownerUserId: string | null;
  rule: AssignmentRule;
  existing: boolean;
};

const INTERACTION_SUBJECTS: Record<LeadSource, string> = {
  team_page: 'Team page contact form',
  team_booking: 'Team booking',
};

export async function routeLead(trx: Kysely<DB>, input: RouteLeadInput): Promise<RouteLeadResult> {
  if (!trx.isTransaction) throw new Error('routeLead runs inside the transaction of its lead');
  const { workspaceId, lead, source } = input;
  const settings = await lockRoutingState(trx, workspaceId);
  // The workspace owner's plan decides whether routing runs (spec §9: Business).
  const workspace = await trx
    .selectFrom('profiles')
    .select(['userId as ownerId', 'tier'])
    .where('userId', '=', workspaceOwnerId(workspaceId))
    .executeTakeFirstOrThrow();

  let choice: Choice;
  let clientId: string;
  const existing = await findClientByContact(trx, workspaceId, lead);
  if (existing) {
    choice = { userId: existing.userId, rule: 'existing_contact' };
    clientId = existing.id;
    await addInteraction(
      trx,
      await systemAccess(trx, workspaceId, existing.userId ?? workspace.ownerId),
      clientId,
      {
        type: 'note',
        subject: INTERACTION_SUBJECTS[source],
        content: noteContent(lead, true),
        outcome: 'neutral',
      },
    );
  } else {
    const now = new Date();
    if (input.assignTo) {
      choice = input.assignTo;
    } else if (workspace.tier !== 'business') {
      // Team features are Business's (spec §9): without it routing pauses, nothing is lost.
      choice = { userId: null, rule: 'unassigned' };
    } else {
      const members =
        settings.mode === 'round_robin' || settings.mode === 'fixed'
          ? await loadRoutingMembers(trx, workspaceId)
          : [];
      choice = chooseOwner(
        { mode: settings.mode, fixedUserId: settings.fixedUserId, members },
        now,
      );
      if (choice.rule === 'round_robin' && choice.userId) {
        await countRoundRobin(trx, workspaceId, choice.userId, now);
      }
    }
    const access = await systemAccess(trx, workspaceId, choice.userId ?? workspace.ownerId);
    const client = await createClient(
      trx,
      access,
      ZClientCreate.parse({
        name: lead.name,
        status: 'new_lead',
        leadSource: 'scale_page',
        ownerId: choice.userId,
        emails: lead.email ? [{ address: lead.email, type: 'other', isDefault: true }] : [],
        phones: lead.phone ? [{ number: lead.phone, type: 'mobile', isDefault: true }] : [],
      }),
      input.publicUrl ?? '',
      { routed: true },
    );
    clientId = client.id;
    await addInteraction(trx, access, clientId, {
      type: 'note',
      subject: INTERACTION_SUBJECTS[source],
      content: noteContent(lead, false),
      outcome: 'neutral',
    });
  }

  await recordClientAssignment(trx, {
    workspaceId,
    clientId,
    userId: choice.userId,
    rule: choice.rule,
    source,
  });
  // The workspace's webhooks hear of the lead, and of the owner it was given (decision 072).
  const client = await toClientViewWithOwner(
    trx,
    await findClient(trx, await systemAccess(trx, workspaceId, workspace.ownerId), clientId),
  );
  await emitWebhookEvent(trx, workspaceId, 'lead.created', {
    source,
    outcome: existing ? 'existing_client' : 'new_client',
    lead,
    rule: choice.rule,
    client,
  });
  if (!existing && choice.userId) {
    await emitWebhookEvent(trx, workspaceId, 'client.assigned', client);
  }
  if (choice.userId) {
    await recordActivity(trx, choice.userId, {
      kind: 'lead_received',
      clientId,
      data: { name: lead.name, outcome: existing ? 'existing_client' : 'new_client' },
    });
    // A team booking's host already gets the booking's own mail, which names the invitee:
    // a second "new lead" mail would say the same thing again.
    if (source !== 'team_booking')
      await mailRoutedLead(trx, {
        ownerUserId: choice.userId,
        teamName: await organizationNameOf(trx, workspaceId),
        lead,
        rule: choice.rule,
        clientId,
        publicUrl: input.publicUrl ?? '',
      });
  }
  return { clientId, ownerUserId: choice.userId, rule: choice.rule, existing: Boolean(existing) };
}

/** One more round-robin lead for the member: their count, when, and today's count. */
async function countRoundRobin(trx: Kysely<DB>, workspaceId: string, userId: string, now: Date) {
  const today = utcDay(now);
  await trx
    .updateTable('lead_routing_members')
    .set({
      assignedCount: sql`assigned_count + 1`,
      lastAssignedAt: now,
      dayCount: sql`CASE WHEN count_day = ${today}::date THEN day_count + 1 ELSE 1 END`,
      countDay: today,
    })
    .where('workspaceId', '=', workspaceId)
    .where('userId', '=', userId)
    .execute();
}

/**
 * The routed lead is written as its new owner (or, for the inbox, the workspace owner)
 * with every client in reach: the visitor's form is the team's, not one member's.
 */
async function systemAccess(
  trx: Kysely<DB>,
  workspaceId: string,
  userId: string,
): Promise<WorkspaceAccess> {
  const access = await loadWorkspaceAccess(trx, userId, workspaceId);
  if (!access) throw new Error(`user ${userId} is not an active member of ${workspaceId}`);
  return { ...access, levels: { ...access.levels, clients: { view: 'all', edit: 'all' } } };
}

/** The message, and for a known client what the visitor gave (the record itself stays as it is). */
function noteContent(lead: RoutedLead, existing: boolean): string {
  const message = lead.message?.trim() || 'No message.';
  if (!existing) return message;
  const given = [
    `Name: ${lead.name}`,
    ...(lead.email ? [`Email: ${lead.email}`] : []),
    ...(lead.phone ? [`Phone: ${lead.phone}`] : []),
  ];
  return `${message}\n\n${given.join('\n')}`;
}
