// The CRM's vocabulary (spec §3, §4, §9): statuses, lead sources, the contact list
// types, their labels, and the default-item rule. Shared by the server and the web.

export const CLIENT_STATUSES = [
  'new_lead',
  'contacted',
  'qualified',
  'proposal_sent',
  'negotiation',
  'closed_won',
  'closed_lost',
  'on_hold',
] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export const DEFAULT_CLIENT_STATUS: ClientStatus = 'new_lead';

export const CLIENT_STATUS_LABELS: Readonly<Record<ClientStatus, string>> = {
  new_lead: 'New Lead',
  contacted: 'Contacted',
  qualified: 'Qualified',
  proposal_sent: 'Proposal Sent',
  negotiation: 'Negotiation',
  closed_won: 'Closed Won',
  closed_lost: 'Closed Lost',
  on_hold: 'On Hold',
};

/** Deals still being worked: the "Pipeline Value" tile sums these. */
export const OPEN_CLIENT_STATUSES: readonly ClientStatus[] = CLIENT_STATUSES.filter(
  (status) => status !== 'closed_won' && status !== 'closed_lost',
);

export const LEAD_SOURCES = [
  'scale_page',
  'referral',
  'social_media',
  'website',
  'cold_outreach',
  'event',
  'document',
  'other',
] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
export const DEFAULT_LEAD_SOURCE: LeadSource = 'scale_page';

export const LEAD_SOURCE_LABELS: Readonly<Record<LeadSource, string>> = {
  scale_page: 'Scale Page',
  referral: 'Referral',
  social_media: 'Social Media',
  website: 'Website',
  cold_outreach: 'Cold Outreach',
  event: 'Event',
  document: 'Shared document',
  other: 'Other',
};

export const PHONE_TYPES = ['mobile', 'work', 'home', 'other'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];
export const EMAIL_TYPES = ['work', 'personal', 'other'] as const;
export type EmailType = (typeof EMAIL_TYPES)[number];
export const ADDRESS_TYPES = ['office', 'home', 'billing', 'shipping', 'other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const DEFAULT_WEBSITE_LABEL = 'Website';

export const INTERACTION_TYPES = ['note', 'call', 'email', 'meeting', 'follow_up'] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];
export const INTERACTION_TYPE_LABELS: Readonly<Record<InteractionType, string>> = {
  note: 'Note',
  call: 'Call',
  email: 'Email',
  meeting: 'Meeting',
  follow_up: 'Follow-up',
};
export const INTERACTION_OUTCOMES = ['positive', 'negative', 'neutral'] as const;
export type InteractionOutcome = (typeof INTERACTION_OUTCOMES)[number];

export const LEAD_SCORE_MIN = 0;
export const LEAD_SCORE_MAX = 100;
/** Cards show this many tags, then "+N" (spec §9). */
export const CARD_TAG_COUNT = 3;

/**
 * The default-item rule (spec §4) applied to a whole list: exactly one item is the
 * default when the list is not empty — the first one marked so, else the first item.
 * Choosing a new default is `setDefault`; removing the default and re-applying this
 * makes the first remaining item the default.
 */
export function withOneDefault<T extends { isDefault: boolean }>(items: readonly T[]): T[] {
  const chosen = Math.max(
    0,
    items.findIndex((item) => item.isDefault),
  );
  return items.map((item, index) => ({ ...item, isDefault: index === chosen }));
}

/** Makes the item at `index` the default and clears the others (spec §4). */
export function setDefault<T extends { isDefault: boolean }>(
  items: readonly T[],
  index: number,
): T[] {
  return items.map((item, position) => ({ ...item, isDefault: position === index }));
}

/** Removes the item at `index`; when it was the default, the first remaining one becomes it. */
export function removeItem<T extends { isDefault: boolean }>(
  items: readonly T[],
  index: number,
): T[] {
  return withOneDefault(items.filter((_, position) => position !== index));
}

/** The list's default entry, else its first (spec §5: the client's email and phone). */
export function primaryItem<T extends { isDefault: boolean }>(items: readonly T[]): T | undefined {
  return items.find((item) => item.isDefault) ?? items[0];
}

/** "1234.5" dollars -> 123450 cents; rounding keeps 0.1 + 0.2 style errors out. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 2,
});
const USD_WHOLE = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** 123450 -> "$1,234.50"; whole dollars drop the cents ("$1,200"). */
export function formatCents(cents: number): string {
  return cents % 100 === 0 ? USD_WHOLE.format(cents / 100) : USD.format(cents / 100);
}
