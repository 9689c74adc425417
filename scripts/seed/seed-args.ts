// npm run seed -- --email you@example.com --clients 1000000 --views 10000000: what to
// fill, checked before anything is written.

export type SeedOptions = {
  email: string;
  clients: number;
  views: number;
  /** Link clicks; by default 30% of the views. */
  clicks: number;
  /** Document views on one tracking link; by default a tenth of the views. */
  documentViews: number;
  /** Events are spread over the days before now. */
  days: number;
};

export const SEED_USAGE = `Usage: npm run seed -- --email you@example.com [--clients N] [--views N]
       [--clicks N] [--document-views N] [--days N]

Fills an existing account (its personal workspace and its Scale Page) with clients, page
views, link clicks and document views spread over the last --days days (default 120), to
try the app at size. Stop the server first when it runs on the embedded database.

  --clients          clients to add (default 10000, at most 5000000)
  --views            Scale Page views to add (default 100000, at most 50000000)
  --clicks           link clicks to add (default 30% of --views)
  --document-views   views of a shared document to add (default 10% of --views)
  --days             how far back the events go (default 120, 1 to 730)`;

export class SeedUsageError extends Error {}

const LIMITS = {
  clients: 5_000_000,
  views: 50_000_000,
  clicks: 50_000_000,
  'document-views': 10_000_000,
  days: 730,
} as const;

function count(name: keyof typeof LIMITS, raw: string | undefined, min = 0): number {
  if (raw === undefined || !/^\d[\d_]*$/.test(raw)) {
    throw new SeedUsageError(`--${name} needs a whole number, got ${raw ?? 'nothing'}`);
  }
  const value = Number(raw.replaceAll('_', ''));
  if (value < min || value > LIMITS[name]) {
    throw new SeedUsageError(`--${name} must be between ${min} and ${LIMITS[name]}, got ${raw}`);
  }
  return value;
}

export function parseSeedArgs(args: readonly string[]): SeedOptions {
  const given = new Map<string, string | undefined>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match?.[1]) throw new SeedUsageError(`Unknown argument: ${arg}`);
    const name = match[1];
    if (!['email', 'clients', 'views', 'clicks', 'document-views', 'days'].includes(name)) {
      throw new SeedUsageError(`Unknown option: --${name}`);
    }
    const value = match[2] ?? args[++i];
    given.set(name, value);
  }
  const email = given.get('email')?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) {
    throw new SeedUsageError('--email needs the e-mail address of an existing account');
  }
  const views = given.has('views') ? count('views', given.get('views')) : 100_000;
  return {
    email,
    clients: given.has('clients') ? count('clients', given.get('clients')) : 10_000,
    views,
    clicks: given.has('clicks') ? count('clicks', given.get('clicks')) : Math.round(views * 0.3),
    documentViews: given.has('document-views')
      ? count('document-views', given.get('document-views'))
      : Math.min(LIMITS['document-views'], Math.round(views / 10)),
    days: given.has('days') ? count('days', given.get('days'), 1) : 120,
  };
}
