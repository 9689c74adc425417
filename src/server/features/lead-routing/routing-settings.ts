// The workspace's "New leads" setting and its rotation table (issue 22). Reading takes
// settings.view, changing settings.edit (org:settings:edit), like the other organization
// settings; personal workspaces have no routing (nobody to route to). Saving takes the
// same lock as routing, so a lead is never decided on half-saved settings.
import type { Kysely } from 'kysely';
import { can } from '../../../core/access';
import {
  ROUTING_MESSAGES,
  type RoutingSettingsUpdate,
  type RoutingSettingsView,
} from '../../../core/lead-routing-schemas';
import { levelStartCount } from '../../../core/round-robin';
import type { DB } from '../../db/types';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { activeMemberNames } from '../../platform/access/active-members';
import { type WorkspaceAccess, workspaceOwnerId } from '../../platform/access/workspace-access';
import { todaysCount } from './choose-owner';
import { loadRoutingMembers, lockRoutingState } from './routing-state';

function checkTeam(access: WorkspaceAccess, action: 'settings.view' | 'settings.edit') {
  if (access.isPersonal) throw notFound(ROUTING_MESSAGES.personalWorkspace);
  if (!can(access.permissions, action)) {
    throw new HttpError('forbidden', ROUTING_MESSAGES.noEditPermission);
  }
}

export async function getRoutingSettings(
  db: Kysely<DB>,
  access: WorkspaceAccess,
): Promise<RoutingSettingsView> {
  checkTeam(access, 'settings.view');
  return db.transaction().execute((trx) => readSettings(trx, access.workspaceId));
}

async function readSettings(trx: Kysely<DB>, workspaceId: string): Promise<RoutingSettingsView> {
  const settings = await lockRoutingState(trx, workspaceId);
  const names = await activeMemberNames(trx, workspaceId);
  const [members, owner] = await Promise.all([
    loadRoutingMembers(trx, workspaceId, names),
    trx
      .selectFrom('profiles')
      .select('tier')
      .where('userId', '=', workspaceOwnerId(workspaceId))
      .executeTakeFirst(),
  ]);
  const nameOf = new Map(names.map((member) => [member.userId, member]));
  const now = new Date();
  return {
    mode: settings.mode,
    fixedUserId: settings.fixedUserId,
    paused: owner?.tier !== 'business',
    members: members.map((member) => ({
      userId: member.userId,
      name: nameOf.get(member.userId)?.names[0] ?? nameOf.get(member.userId)?.email ?? '',
      email: nameOf.get(member.userId)?.email ?? '',
      inRotation: member.inRotation,
      weight: member.weight,
      outFrom: member.outFrom?.toISOString() ?? null,
      outUntil: member.outUntil?.toISOString() ?? null,
      dailyCap: member.dailyCap,
      assignedCount: member.assignedCount,
      assignedToday: todaysCount(member, now),
      lastAssignedAt: member.lastAssignedAt?.toISOString() ?? null,
    })),
  };
}

export async function updateRoutingSettings(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  input: RoutingSettingsUpdate,
): Promise<RoutingSettingsView> {
  checkTeam(access, 'settings.edit');
  return db.transaction().execute(async (trx) => {
    await lockRoutingState(trx, access.workspaceId);
    const members = await loadRoutingMembers(
      trx,
      access.workspaceId,
      await activeMemberNames(trx, access.workspaceId),
    );
    const byUser = new Map(members.map((member) => [member.userId, member]));
    if (input.mode === 'fixed' && !byUser.has(input.fixedUserId ?? '')) {
      throw badRequest(ROUTING_MESSAGES.notAMember, { fixedUserId: ROUTING_MESSAGES.notAMember });
    }
    for (const [index, row] of input.members.entries()) {
      if (!byUser.has(row.userId)) {
        throw badRequest(ROUTING_MESSAGES.notAMember, {
          [`members.${index}.userId`]: ROUTING_MESSAGES.notAMember,
        });
      }
    }
    await trx
      .updateTable('lead_routing_settings')
      .set({
        mode: input.mode,
        fixedUserId: input.mode === 'fixed' ? input.fixedUserId : null,
        updatedAt: new Date(),
      })
      .where('workspaceId', '=', access.workspaceId)
      .execute();
    for (const row of input.members) {
      const before = byUser.get(row.userId);
      if (!before) continue;
      // Back into the rotation (or a new weight): start level with the others' fair
      // share, never below their own count, so nobody is flooded to catch up.
      const others = members.filter((m) => m.userId !== row.userId && m.inRotation);
      const level = levelStartCount(
        others.map((m) => ({ count: m.assignedCount, weight: m.weight })),
        row.weight,
      );
      const rejoining = row.inRotation && (!before.inRotation || before.weight !== row.weight);
      await trx
        .updateTable('lead_routing_members')
        .set({
          inRotation: row.inRotation,
          weight: row.weight,
          outFrom: row.outFrom,
          outUntil: row.outUntil,
          dailyCap: row.dailyCap,
          ...(rejoining && others.length > 0
            ? { assignedCount: Math.max(before.assignedCount, level) }
            : {}),
        })
        .where('workspaceId', '=', access.workspaceId)
        .where('userId', '=', row.userId)
        .execute();
    }
    return readSettings(trx, access.workspaceId);
  });
}
