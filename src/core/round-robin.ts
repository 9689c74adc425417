// Weighted round robin (issue 22), shared by lead routing and round-robin team event
// types. Each candidate carries how many assignments it has received, a weight
// (default 100) and when it was last assigned. The next one is the candidate furthest
// behind its weighted share — the lowest count per unit of weight — and among equals
// the one assigned least recently (never assigned counts as longest ago), then by id so
// the choice is deterministic. With equal weights this is plain "least recently
// assigned" once everyone is level; with weights 200/100 the first gets two in three.
//
// A member who joins (or comes back into the rotation) starts level with the current
// fair share instead of at zero, so they are not flooded to "catch up": their count
// starts at `levelStartCount`, and the caller stores that as the member's offset.

export const DEFAULT_ROUND_ROBIN_WEIGHT = 100;
export const MAX_ROUND_ROBIN_WEIGHT = 1000;

export type RoundRobinCandidate = {
  id: string;
  /** Assignments counted for the rotation (including any starting offset). */
  count: number;
  /** Relative share, 1–1000; 100 is one normal share. */
  weight: number;
  /** When this candidate was last assigned; null if never. */
  lastAssignedAt: Date | null;
};

/** The candidate due next, or null when there is none. */
export function pickRoundRobin<T extends RoundRobinCandidate>(candidates: readonly T[]): T | null {
  let best: T | null = null;
  for (const candidate of candidates) {
    if (candidate.weight <= 0) continue;
    if (best === null || isDueBefore(candidate, best)) best = candidate;
  }
  return best;
}

function isDueBefore(a: RoundRobinCandidate, b: RoundRobinCandidate): boolean {
  // Compare count/weight without division: a.count / a.weight < b.count / b.weight.
  const left = a.count * b.weight;
  const right = b.count * a.weight;
  if (left !== right) return left < right;
  const aAt = a.lastAssignedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  const bAt = b.lastAssignedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  if (aAt !== bAt) return aAt < bAt;
  return a.id < b.id;
}

/**
 * The count a newcomer starts with so that they are level with the others' fair share:
 * the lowest count per weight among the current members, scaled to the newcomer's weight
 * (rounded down, so they are due no later than the member furthest behind).
 */
export function levelStartCount(
  members: readonly Pick<RoundRobinCandidate, 'count' | 'weight'>[],
  weight: number,
): number {
  let lowest: number | null = null;
  for (const member of members) {
    if (member.weight <= 0) continue;
    const perWeight = member.count / member.weight;
    if (lowest === null || perWeight < lowest) lowest = perWeight;
  }
  return lowest === null ? 0 : Math.floor(lowest * weight);
}
