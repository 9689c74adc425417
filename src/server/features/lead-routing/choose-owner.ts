// Who a new lead goes to (issue 22), given the workspace's locked routing state: the
// fixed member, the unassigned inbox, or round robin among the members in the rotation
// who are neither out of office now nor at their daily cap. Pure, so the rule is tested
// without a database.
import type { AssignmentRule } from '../../../core/lead-routing-schemas';
import { pickRoundRobin } from '../../../core/round-robin';
import type { RoutingMember, RoutingState } from './routing-state';

export type Choice = { userId: string | null; rule: AssignmentRule };

/** The UTC day a time falls on, as 'YYYY-MM-DD' (the daily cap's day). */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export function todaysCount(member: RoutingMember, now: Date): number {
  return member.countDay === utcDay(now) ? member.dayCount : 0;
}

export function isAvailable(member: RoutingMember, now: Date): boolean {
  if (!member.inRotation || member.weight <= 0) return false;
  const out =
    (member.outFrom !== null || member.outUntil !== null) &&
    (member.outFrom === null || member.outFrom <= now) &&
    (member.outUntil === null || now < member.outUntil);
  if (out) return false;
  return member.dailyCap === null || todaysCount(member, now) < member.dailyCap;
}

export function chooseOwner(state: RoutingState, now: Date): Choice {
  const activeIds = new Set(state.members.map((member) => member.userId));
  if (state.mode === 'unassigned') return { userId: null, rule: 'unassigned' };
  if (state.mode === 'fixed') {
    // A fixed member who has left the workspace leaves the leads in the inbox.
    return state.fixedUserId && activeIds.has(state.fixedUserId)
      ? { userId: state.fixedUserId, rule: 'fixed' }
      : { userId: null, rule: 'unassigned' };
  }
  const chosen = pickRoundRobin(
    state.members
      .filter((member) => isAvailable(member, now))
      .map((member) => ({
        id: member.userId,
        count: member.assignedCount,
        weight: member.weight,
        lastAssignedAt: member.lastAssignedAt,
      })),
  );
  // Everyone away or capped: the inbox, where the team can pick it up.
  return chosen ? { userId: chosen.id, rule: 'round_robin' } : { userId: null, rule: 'unassigned' };
}
