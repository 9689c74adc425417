// Routes one lead of a team workspace (issue 22) in the caller's transaction: the lock on
// the workspace's routing state first (decision 061), then
//   1. a lead whose e-mail or phone is already a client's goes to that client's owner, as
//      an interaction on it (the 'existing_contact' rule wins over everything else);
//   2. else the owner given by the caller (a team booking's host), or the setting "New
//      leads" — paused to the inbox while the workspace owner is not on Business;
// then the client is created with that owner, the assignment recorded with its rule, the
// owner's Recent Activity told, and the owner mailed through the outbox.
import {
  type Compilable,
  type Kysely,
  type OperationNodeSource,
  type QueryCreator,
  sql,
} from 'kysely';
import { ZClientCreate } from '../../../core/client-schemas';
import type { AssignmentRule } from '../../../core/lead-routing-schemas';
import { isPlanTier, limitFor, showsScaleBranding, UNLIMITED } from '../../../core/plans';
import type { DB } from '../../db/types';
import {
  type ActiveMember,
  loadWorkspaceRoster,
  rosterAccess,
  type WorkspaceRoster,
} from '../../platform/access/active-members';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { markPublished } from '../../platform/events/publish';
import { mailInsert } from '../../platform/mail/outbox';
import { activityInsert } from '../activity/public';
import {
  addInteraction,
  clientQuota,
  createRoutedClient,
  findClient,
  findClientByContact,
  lockClientQuota,
  recordClientAssignment,
  toClientViewWithOwner,
} from '../clients/public';
import { emitWebhookEvent } from '../webhooks/public';
import { type Choice, chooseOwner, utcDay } from './choose-owner';
import { routedLeadMail } from './routing-mail';
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
  /** Null when the plan's client limit is full: nothing was stored (clientLimit). */
  clientId: string | null;
  ownerUserId: string | null;
  rule: AssignmentRule;
  existing: boolean;
  /** The workspace owner's plan holds no more clients: no client, no assignment, no mail. */
  clientLimit?: true;
};

/** What a routed lead may tell the workspace's webhooks. */
const LEAD_WEBHOOK_EVENTS = ['lead.created', 'client.assigned'] as const;

const INTERACTION_SUBJECTS: Record<LeadSource, string> = {
  team_page: 'Team page contact form',
  team_booking: 'Team booking',
};

export async function routeLead(trx: Kysely<DB>, input: RouteLeadInput): Promise<RouteLeadResult> {
  if (!trx.isTransaction) throw new Error('routeLead runs inside the transaction of its lead');
  const { workspaceId, lead, source } = input;
  const settings = await lockRoutingState(trx, workspaceId, LEAD_WEBHOOK_EVENTS);
  // Who may be chosen, who writes, who hears of it, who is mailed and the owner's plan,
  // read once: every later step takes its member from here, not from a query of its own.
  const roster = await loadWorkspaceRoster(trx, workspaceId);
  const workspaceOwner = roster?.members.find((member) => member.isOwner);
  if (!roster || !workspaceOwner) {
    throw new Error(`workspace ${workspaceId} has no active owner to route its leads`);
  }
  const memberOf = (userId: string) => {
    const member = roster.members.find((m) => m.userId === userId);
    if (!member) throw new Error(`user ${userId} is not an active member of ${workspaceId}`);
    return member;
  };
  // The workspace owner's plan decides whether routing runs (spec §9: Business).
  const tier = workspaceOwner.tier;
  const planTier = tier && isPlanTier(tier) ? tier : 'free';
  const clientLimit = limitFor(planTier, 'clients');

  let choice: Choice;
  let clientId: string;
  // The round robin's count is written with the owner's activity and mail, at the end.
  let counted: ReturnType<typeof countRoundRobin> | null = null;
  const existing = await findClientByContact(trx, workspaceId, lead);
  if (existing) {
    choice = { userId: existing.userId, rule: 'existing_contact' };
    clientId = existing.id;
    await addInteraction(
      trx,
      systemAccess(roster, memberOf(existing.userId ?? workspaceOwner.userId)),
      clientId,
      {
        type: 'note',
        subject: INTERACTION_SUBJECTS[source],
        content: noteContent(lead, true),
        outcome: 'neutral',
      },
    );
    await recordClientAssignment(trx, {
      workspaceId,
      clientId,
      userId: choice.userId,
      rule: choice.rule,
      source,
    });
  } else {
    // A full plan stores nothing new (spec §9's limits hold for every way in); the caller
    // tells whom it must (the team page: the visitor and the workspace owner). The quota
    // lock comes after the routing lock, as in createClient.
    const quota = clientLimit === UNLIMITED ? null : await lockedQuota(trx, workspaceId);
    if (quota && quota.used >= quota.limit) {
      return {
        clientId: null,
        ownerUserId: null,
        rule: 'unassigned',
        existing: false,
        clientLimit: true,
      };
    }
    const now = new Date();
    if (input.assignTo) {
      choice = input.assignTo;
    } else if (tier !== 'business') {
      // Team features are Business's (spec §9): without it routing pauses, nothing is lost.
      choice = { userId: null, rule: 'unassigned' };
    } else {
      const members =
        settings.mode === 'round_robin' || settings.mode === 'fixed'
          ? await loadRoutingMembers(trx, workspaceId, roster.members)
          : [];
      choice = chooseOwner(
        { mode: settings.mode, fixedUserId: settings.fixedUserId, members },
        now,
      );
      if (choice.rule === 'round_robin' && choice.userId) {
        counted = countRoundRobin(trx, workspaceId, choice.userId, now);
      }
    }
    const access = systemAccess(roster, memberOf(choice.userId ?? workspaceOwner.userId));
    const client = await createRoutedClient(trx, {
      access,
      members: roster.members,
      limit: clientLimit,
      client: ZClientCreate.parse({
        name: lead.name,
        status: 'new_lead',
        leadSource: 'scale_page',
        ownerId: choice.userId,
        emails: lead.email ? [{ address: lead.email, type: 'other', isDefault: true }] : [],
        phones: lead.phone ? [{ number: lead.phone, type: 'mobile', isDefault: true }] : [],
      }),
      note: { subject: INTERACTION_SUBJECTS[source], content: noteContent(lead, false) },
      assignment: { rule: choice.rule, source },
    });
    clientId = client.id;
  }

  // The workspace's webhooks hear of the lead, and of the owner it was given (decision 072);
  // the client's API shape is read only when an endpoint wants one of them.
  if (settings.subscribed) {
    const client = await toClientViewWithOwner(
      trx,
      await findClient(trx, systemAccess(roster, workspaceOwner), clientId),
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
  }
  // The lead's last writes go as one statement: the round robin's count, the owner's
  // Recent Activity and the mail (routing one lead has a budget of 10 ms).
  const writes: LastWrite[] = counted ? [{ name: 'counted', query: counted }] : [];
  if (choice.userId) {
    writes.push({
      name: 'told',
      query: activityInsert(trx, choice.userId, {
        kind: 'lead_received',
        clientId,
        data: { name: lead.name, outcome: existing ? 'existing_client' : 'new_client' },
      }),
    });
    // A team booking's host already gets the booking's own mail, which names the invitee:
    // a second "new lead" mail would say the same thing again.
    const mail =
      source === 'team_booking'
        ? null
        : routedLeadMail({
            owner: memberOf(choice.userId),
            teamName: roster.name,
            branding: { branded: showsScaleBranding(planTier), senderName: roster.name },
            lead,
            rule: choice.rule,
            clientId,
            publicUrl: input.publicUrl ?? '',
          });
    if (mail) writes.push({ name: 'mailed', query: mailInsert(trx, mail) });
  }
  await writeTogether(trx, writes);
  return { clientId, ownerUserId: choice.userId, rule: choice.rule, existing: Boolean(existing) };
}

/** The plan's client count under the workspace's quota lock (as createClient takes it). */
async function lockedQuota(trx: Kysely<DB>, workspaceId: string) {
  await lockClientQuota(trx, workspaceId);
  return clientQuota(trx, workspaceId);
}

/** One more round-robin lead for the member: their count, when, and today's count. */
function countRoundRobin(trx: Kysely<DB>, workspaceId: string, userId: string, now: Date) {
  const today = utcDay(now);
  return trx
    .updateTable('lead_routing_members')
    .set({
      assignedCount: sql`assigned_count + 1`,
      lastAssignedAt: now,
      dayCount: sql`CASE WHEN count_day = ${today}::date THEN day_count + 1 ELSE 1 END`,
      countDay: today,
    })
    .where('workspaceId', '=', workspaceId)
    .where('userId', '=', userId);
}

type LastWrite = { name: string; query: OperationNodeSource & Compilable };

/**
 * Several writes as one statement, each a CTE of `WITH … SELECT`: PostgreSQL runs every
 * data-modifying CTE to completion (RETURNING and its NOTIFYs included) whether or not
 * the final SELECT reads it, and they all see the same snapshot, so none may depend on
 * another's rows.
 */
async function writeTogether(trx: Kysely<DB>, writes: readonly LastWrite[]): Promise<void> {
  if (writes.length === 0) return;
  let creator = trx as unknown as QueryCreator<DB>;
  for (const { name, query } of writes) {
    creator = creator.with(name, () => query as never) as unknown as QueryCreator<DB>;
  }
  await creator.selectNoFrom(sql<number>`1`.as('done')).execute();
  // The activity's INSERT carries its live update (recordActivity's rule).
  if (writes.some((write) => write.name === 'told')) markPublished();
}

/**
 * The routed lead is written as its new owner (or, for the inbox, the workspace owner)
 * with every client in reach: the visitor's form is the team's, not one member's.
 */
function systemAccess(roster: WorkspaceRoster, member: ActiveMember): WorkspaceAccess {
  const access = rosterAccess(roster, member);
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
