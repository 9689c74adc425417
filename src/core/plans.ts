// The plan tiers of spec §9: the one table every server create path and the
// pricing pages read. A limit of -1 means unlimited.
import { PLAN_MESSAGES } from './messages';

export const PLAN_TIERS = ['free', 'pro', 'business'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

export const DEFAULT_PLAN_TIER: PlanTier = 'free';

/** -1 in a limit means there is none (spec §9: "In configuration, -1 means unlimited"). */
export const UNLIMITED = -1;

export const PLAN_RESOURCES = [
  'clients',
  'templates',
  'trackingLinks',
  'documents',
  'projects',
  'membersPerProject',
  'documentsPerProject',
] as const;
export type PlanResource = (typeof PLAN_RESOURCES)[number];

export type PlanLimits = Readonly<Record<PlanResource, number>>;

export const PLAN_LIMITS: Readonly<Record<PlanTier, PlanLimits>> = {
  free: {
    clients: 50,
    templates: 3,
    trackingLinks: 5,
    documents: 1,
    projects: 1,
    membersPerProject: 2,
    documentsPerProject: 5,
  },
  pro: {
    clients: UNLIMITED,
    templates: UNLIMITED,
    trackingLinks: UNLIMITED,
    documents: 10,
    projects: 5,
    membersPerProject: 5,
    documentsPerProject: 20,
  },
  business: {
    clients: UNLIMITED,
    templates: UNLIMITED,
    trackingLinks: UNLIMITED,
    documents: UNLIMITED,
    projects: UNLIMITED,
    membersPerProject: UNLIMITED,
    documentsPerProject: UNLIMITED,
  },
};

/** Row labels of the §9 table, in its order. */
export const PLAN_RESOURCE_LABELS: Readonly<Record<PlanResource, string>> = {
  clients: 'Clients',
  templates: 'Templates',
  trackingLinks: 'Tracking links',
  documents: 'Documents',
  projects: 'Projects',
  membersPerProject: 'Members per project',
  documentsPerProject: 'Documents per project',
};

export type Plan = {
  tier: PlanTier;
  name: string;
  /** Money is kept in cents (DESIGN.md). */
  priceCents: number;
  /** The §9 price text, e.g. "$15 per month". */
  priceLabel: string;
  /** The short form shown under a big price: "per month", "per user per month". */
  pricePeriod: string | null;
  summary: string;
  minUsers: number;
  /** What the tier adds beyond its limits (spec §6 and §9). */
  highlights: readonly string[];
};

export const PLANS: Readonly<Record<PlanTier, Plan>> = {
  free: {
    tier: 'free',
    name: 'Free',
    priceCents: 0,
    priceLabel: '$0',
    pricePeriod: null,
    summary: 'Everything you need to get your Scale Page live.',
    minUsers: 1,
    highlights: ['Random Scale Page URL', 'Click analytics', 'Lead capture into your CRM'],
  },
  pro: {
    tier: 'pro',
    name: 'Pro',
    priceCents: 1500,
    priceLabel: '$15 per month',
    pricePeriod: 'per month',
    summary: 'For professionals who live in their pipeline.',
    minUsers: 1,
    highlights: ['Everything in Free', 'Custom Scale Page URL', 'Detailed analytics'],
  },
  business: {
    tier: 'business',
    name: 'Business',
    priceCents: 2500,
    priceLabel: '$25 per user per month',
    pricePeriod: 'per user per month',
    summary: 'For teams that sell together.',
    minUsers: 2,
    highlights: [
      'Everything in Pro',
      'Team analytics',
      'Lead assignment',
      'Shared templates',
      'Branding removal',
      '2+ users',
    ],
  },
};

export type PlanFeatureRow = {
  label: string;
  /** true/false for a yes/no feature, text otherwise. */
  values: Readonly<Record<PlanTier, boolean | string>>;
};

/** The tier features of spec §6 and §9 beside the numeric limits. */
export const PLAN_FEATURE_ROWS: readonly PlanFeatureRow[] = [
  { label: 'Scale Page URL', values: { free: 'Random', pro: 'Custom', business: 'Custom' } },
  { label: 'Click analytics', values: { free: true, pro: true, business: true } },
  { label: 'Detailed analytics', values: { free: false, pro: true, business: true } },
  { label: 'Team analytics', values: { free: false, pro: false, business: true } },
  { label: 'Lead assignment', values: { free: false, pro: false, business: true } },
  { label: 'Shared templates', values: { free: false, pro: false, business: true } },
  // Decision 064: Pro hides the Scale Page's "Powered by" line (spec §2: Free-tier
  // profiles show it); Business removes Scale's branding everywhere.
  {
    label: '"Powered by" on your Scale Page',
    values: { free: 'Shown', pro: 'Hidden', business: 'Hidden' },
  },
  { label: 'Branding removal', values: { free: false, pro: false, business: true } },
  { label: 'Users', values: { free: '1', pro: '1', business: '2+' } },
];

export function isPlanTier(value: unknown): value is PlanTier {
  return typeof value === 'string' && (PLAN_TIERS as readonly string[]).includes(value);
}

export function limitFor(tier: PlanTier, resource: PlanResource): number {
  return PLAN_LIMITS[tier][resource];
}

export function isUnlimited(limit: number): boolean {
  return limit === UNLIMITED;
}

/** Whether one more item fits when `currentCount` already exist. */
export function canAddMore(tier: PlanTier, resource: PlanResource, currentCount: number): boolean {
  const limit = limitFor(tier, resource);
  return isUnlimited(limit) || currentCount < limit;
}

export function formatLimit(limit: number): string {
  return isUnlimited(limit) ? 'Unlimited' : String(limit);
}

/** Free-tier Scale Pages carry the "Powered by" branding (spec §2, §3; decision 064). */
export function hasPoweredByBranding(tier: PlanTier): boolean {
  return tier === 'free';
}

/**
 * Whether Scale's own branding (wordmark, "Scale" footers, mail signatures) shows on what
 * this owner publishes: the team page, booking pages, the document viewer and mails.
 * Only Business removes it (spec §9 "branding removal"; decision 064). The Scale Page's
 * "Powered by" line follows hasPoweredByBranding instead.
 */
export function showsScaleBranding(tier: PlanTier): boolean {
  return tier !== 'business';
}

/** Whether a workspace with more than one seat may grow or run its team features (spec §9 "2+ users"). */
export function allowsTeamSeats(tier: PlanTier): boolean {
  return tier === 'business';
}

/** What an owner pays for: Business counts every seat, with its minimum of users (§9 "2+"). */
export function billedQuantity(tier: PlanTier, seats: number): number {
  return tier === 'business' ? Math.max(PLANS.business.minUsers, seats) : 1;
}

/** "$75" for a monthly total in cents. */
export function formatMonthly(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}

/**
 * The plan page's seat line: the seats, and on Business what is billed when it differs
 * (one member is billed as Business's minimum of two; the owner should not learn it from
 * the invoice).
 */
export function seatsLine(tier: PlanTier, seats: number): string {
  const billed = billedQuantity(tier, seats);
  if (tier !== 'business' || billed === seats) return PLAN_MESSAGES.seatsLabel(seats);
  return PLAN_MESSAGES.seatsBilledAs(
    seats,
    billed,
    formatMonthly(PLANS.business.priceCents * billed),
  );
}

/** The platform admin's command that sets a tier (npm run admin), for the plan page. */
export function adminTierCommand(email: string, tier: PlanTier): string {
  return `npm run admin -- tier ${email} ${tier}`;
}

/** Where every upsell in the signed-in app leads (issue 22): the plan page in settings. */
export const PLAN_PAGE_PATH = '/settings/plan';

/** "$15" for the big number on a price card. */
export function formatPlanPrice(plan: Plan): string {
  const dollars = plan.priceCents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}

/** The nouns of the §9 rows, for refusals and usage lines ("1 of 1 documents"). */
const RESOURCE_NOUNS: Readonly<Record<PlanResource, string>> = {
  clients: 'clients',
  templates: 'templates',
  trackingLinks: 'tracking links',
  documents: 'documents',
  projects: 'projects',
  membersPerProject: 'members per project',
  documentsPerProject: 'documents per project',
};

/** The next tier that allows more of the resource, or null at the top. */
export function planThatLifts(tier: PlanTier, resource: PlanResource): PlanTier | null {
  const current = limitFor(tier, resource);
  for (const candidate of PLAN_TIERS.slice(PLAN_TIERS.indexOf(tier) + 1)) {
    const limit = limitFor(candidate, resource);
    if (isUnlimited(limit) || limit > current) return candidate;
  }
  return null;
}

/**
 * A refusal that names the limit and the plan lifting it (issue 7), e.g. "The Free plan
 * holds up to 1 document. Upgrade to Pro for up to 10 documents."
 */
export function limitReachedMessage(tier: PlanTier, resource: PlanResource): string {
  const limit = limitFor(tier, resource);
  const noun = RESOURCE_NOUNS[resource];
  const held = `The ${PLANS[tier].name} plan holds up to ${limit} ${limit === 1 ? singular(noun) : noun}.`;
  const next = planThatLifts(tier, resource);
  if (!next) return held;
  const nextLimit = limitFor(next, resource);
  const more = isUnlimited(nextLimit) ? `unlimited ${noun}` : `up to ${nextLimit} ${noun}`;
  return `${held} Upgrade to ${PLANS[next].name} for ${more}.`;
}

/** "1 of 1 documents", "3 of Unlimited documents" → "3 documents (unlimited)". */
export function usageLabel(tier: PlanTier, resource: PlanResource, used: number): string {
  const limit = limitFor(tier, resource);
  const noun = RESOURCE_NOUNS[resource];
  return isUnlimited(limit) ? `${used} ${noun} (unlimited)` : `${used} of ${limit} ${noun}`;
}

function singular(noun: string): string {
  return noun.replace(/^(\w+?)s\b/, '$1');
}
