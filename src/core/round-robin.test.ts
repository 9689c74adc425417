import { describe, expect, it } from 'vitest';
import { levelStartCount, pickRoundRobin, type RoundRobinCandidate } from './round-robin';

/** Runs `n` picks, counting each, as a routing table would. */
function run(candidates: RoundRobinCandidate[], n: number) {
  const state = candidates.map((c) => ({ ...c }));
  const picked: string[] = [];
  for (let i = 0; i < n; i++) {
    const next = pickRoundRobin(state);
    if (!next) throw new Error('nobody to pick');
    next.count++;
    next.lastAssignedAt = new Date(Date.UTC(2026, 0, 1, 0, i));
    picked.push(next.id);
  }
  return picked;
}

const member = (id: string, weight = 100, count = 0): RoundRobinCandidate => ({
  id,
  count,
  weight,
  lastAssignedAt: null,
});

describe('weighted round robin', () => {
  it('shares 12 leads 4/4/4 among three members of equal weight, in turn', () => {
    const picked = run([member('a'), member('b'), member('c')], 12);
    expect(picked.slice(0, 6)).toEqual(['a', 'b', 'c', 'a', 'b', 'c']);
    expect(picked.filter((id) => id === 'a')).toHaveLength(4);
    expect(picked.filter((id) => id === 'b')).toHaveLength(4);
    expect(picked.filter((id) => id === 'c')).toHaveLength(4);
  });

  it('gives a member of weight 200 twice the share of one of weight 100', () => {
    const picked = run([member('a', 200), member('b', 100)], 30);
    expect(picked.filter((id) => id === 'a')).toHaveLength(20);
    expect(picked.filter((id) => id === 'b')).toHaveLength(10);
  });

  it('picks the least recently assigned among members level with their share', () => {
    const earlier = { ...member('a', 100, 3), lastAssignedAt: new Date('2026-01-02T00:00:00Z') };
    const later = { ...member('b', 100, 3), lastAssignedAt: new Date('2026-01-01T00:00:00Z') };
    expect(pickRoundRobin([earlier, later])?.id).toBe('b');
  });

  it('returns null when nobody is eligible, and skips a zero weight', () => {
    expect(pickRoundRobin([])).toBeNull();
    expect(pickRoundRobin([member('a', 0)])).toBeNull();
  });

  it('starts a newcomer level with the fair share, not at zero', () => {
    const start = levelStartCount([member('a', 100, 40), member('b', 100, 41)], 100);
    expect(start).toBe(40);
    const picked = run([member('a', 100, 40), member('b', 100, 41), member('c', 100, start)], 6);
    // The newcomer takes its turn but does not take every lead until it has 40.
    expect(picked.filter((id) => id === 'c').length).toBeLessThanOrEqual(3);
    expect(levelStartCount([member('a', 100, 40)], 50)).toBe(20);
    expect(levelStartCount([], 100)).toBe(0);
  });
});
