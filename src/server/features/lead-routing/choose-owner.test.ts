// The routing rule without a database: who is skipped and who is due.
import { describe, expect, it } from 'vitest';
import { chooseOwner, isAvailable } from './choose-owner';
import type { RoutingMember } from './routing-state';

const NOW = new Date('2026-11-26T12:00:00Z');

const member = (userId: string, patch: Partial<RoutingMember> = {}): RoutingMember => ({
  userId,
  inRotation: true,
  weight: 100,
  outFrom: null,
  outUntil: null,
  dailyCap: null,
  assignedCount: 0,
  lastAssignedAt: null,
  countDay: null,
  dayCount: 0,
  ...patch,
});

describe('chooseOwner', () => {
  it('picks the member furthest behind, then the one assigned longest ago', () => {
    const state = {
      mode: 'round_robin' as const,
      fixedUserId: null,
      members: [
        member('a', { assignedCount: 2, lastAssignedAt: new Date('2026-11-26T10:00:00Z') }),
        member('b', { assignedCount: 2, lastAssignedAt: new Date('2026-11-26T09:00:00Z') }),
        member('c', { assignedCount: 3 }),
      ],
    };
    expect(chooseOwner(state, NOW)).toEqual({ userId: 'b', rule: 'round_robin' });
  });

  it('skips members out of the rotation, out of office now, or at today’s cap', () => {
    expect(isAvailable(member('a', { inRotation: false }), NOW)).toBe(false);
    expect(isAvailable(member('a', { outFrom: new Date('2026-11-26T00:00:00Z') }), NOW)).toBe(
      false,
    );
    expect(isAvailable(member('a', { outUntil: new Date('2026-11-27T00:00:00Z') }), NOW)).toBe(
      false,
    );
    // Out of office that has ended, or not begun, does not skip.
    expect(isAvailable(member('a', { outUntil: new Date('2026-11-26T11:00:00Z') }), NOW)).toBe(
      true,
    );
    expect(isAvailable(member('a', { outFrom: new Date('2026-11-27T00:00:00Z') }), NOW)).toBe(true);
    expect(
      isAvailable(member('a', { dailyCap: 2, countDay: '2026-11-26', dayCount: 2 }), NOW),
    ).toBe(false);
    // Yesterday's count does not hold today.
    expect(
      isAvailable(member('a', { dailyCap: 2, countDay: '2026-11-25', dayCount: 2 }), NOW),
    ).toBe(true);
  });

  it('sends to the inbox when nobody is available, and to the fixed member only while active', () => {
    expect(
      chooseOwner(
        { mode: 'round_robin', fixedUserId: null, members: [member('a', { inRotation: false })] },
        NOW,
      ),
    ).toEqual({ userId: null, rule: 'unassigned' });
    expect(chooseOwner({ mode: 'fixed', fixedUserId: 'a', members: [member('a')] }, NOW)).toEqual({
      userId: 'a',
      rule: 'fixed',
    });
    expect(
      chooseOwner({ mode: 'fixed', fixedUserId: 'gone', members: [member('a')] }, NOW),
    ).toEqual({
      userId: null,
      rule: 'unassigned',
    });
    expect(
      chooseOwner({ mode: 'unassigned', fixedUserId: null, members: [member('a')] }, NOW).rule,
    ).toBe('unassigned');
  });
});
