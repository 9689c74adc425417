// How the clients are ordered (issue 16, decision 028): each sort's own direction, the
// toolbar's choices and their labels, and the order as a comparison. The server orders
// with SQL (server/features/clients/client-sort.ts); the web uses compareClients only to
// put a moved card where the next page load will show it, so the two must agree.
import {
  type Client,
  type ClientOrder,
  type ClientSort,
  DEFAULT_CLIENT_SORT,
  type SortDir,
} from './client-schemas';
import { CLIENT_STATUSES } from './clients';

type SortKind = 'text' | 'amount' | 'date' | 'pipeline';

const SORTS: Readonly<Record<ClientSort, { name: string; kind: SortKind }>> = {
  last_activity: { name: 'Last activity', kind: 'date' },
  estimated_value: { name: 'Value', kind: 'amount' },
  lead_score: { name: 'Score', kind: 'amount' },
  name: { name: 'Name', kind: 'text' },
  created_at: { name: 'Created', kind: 'date' },
  updated_at: { name: 'Updated', kind: 'date' },
  company: { name: 'Company', kind: 'text' },
  status: { name: 'Status', kind: 'pipeline' },
  last_contacted_at: { name: 'Last contacted', kind: 'date' },
};

/** Words read A–Z and the pipeline from its start; amounts and dates biggest/newest first. */
const NATURAL_DIR: Readonly<Record<SortKind, SortDir>> = {
  text: 'asc',
  pipeline: 'asc',
  amount: 'desc',
  date: 'desc',
};

const DIRECTION_WORDS: Readonly<Record<SortKind, Record<SortDir, string>>> = {
  text: { asc: 'A–Z', desc: 'Z–A' },
  amount: { asc: 'lowest first', desc: 'highest first' },
  date: { asc: 'oldest first', desc: 'newest first' },
  pipeline: { asc: 'pipeline order', desc: 'reverse pipeline order' },
};

/** The sort control's choices (issue 16), each in its own direction. */
export const CLIENT_SORT_CHOICES: readonly ClientSort[] = [
  'last_activity',
  'estimated_value',
  'lead_score',
  'name',
  'created_at',
];

/** The order a sort means when no direction is given (the API's default too). */
export function clientOrder(sort: ClientSort, dir?: SortDir): ClientOrder {
  return { sort, dir: dir ?? NATURAL_DIR[SORTS[sort].kind] };
}

export const DEFAULT_CLIENT_ORDER: ClientOrder = clientOrder(DEFAULT_CLIENT_SORT);

export function isNaturalOrder(order: ClientOrder): boolean {
  return order.dir === clientOrder(order.sort).dir;
}

/** e.g. "Value (highest first)", "Name (A–Z)". */
export function clientOrderLabel(order: ClientOrder): string {
  const { name, kind } = SORTS[order.sort];
  return `${name} (${DIRECTION_WORDS[kind][order.dir]})`;
}

type SortValue = number | string | null;

const time = (iso: string) => Date.parse(iso);

/** What each sort compares, as the SQL of client-sort.ts computes it. */
const SORT_VALUES: Readonly<Record<ClientSort, (client: Client) => SortValue>> = {
  last_activity: (client) => time(client.lastContactedAt ?? client.updatedAt),
  updated_at: (client) => time(client.updatedAt),
  created_at: (client) => time(client.createdAt),
  name: (client) => client.name.toLowerCase(),
  company: (client) => client.company?.toLowerCase() ?? null,
  status: (client) => CLIENT_STATUSES.indexOf(client.status),
  estimated_value: (client) => client.estimatedValueCents,
  lead_score: (client) => client.leadScore,
  last_contacted_at: (client) => (client.lastContactedAt ? time(client.lastContactedAt) : null),
};

/** Two present values (blanks are dealt with before). */
function compareValues(a: SortValue, b: SortValue): number {
  if (a === b || a === null || b === null) return 0;
  return a < b ? -1 : 1;
}

/**
 * Negative when `a` comes before `b` in `order`: the key in `dir` with blanks last either
 * way, then the id in `dir` (a lowercase uuid compares as text as it does as a uuid).
 */
export function compareClients(a: Client, b: Client, order: ClientOrder): number {
  const key = SORT_VALUES[order.sort];
  const x = key(a);
  const y = key(b);
  if (x === null && y !== null) return 1;
  if (y === null && x !== null) return -1;
  const sign = order.dir === 'asc' ? 1 : -1;
  const byValue = compareValues(x, y);
  if (byValue !== 0) return sign * byValue;
  return sign * compareValues(a.id, b.id);
}
