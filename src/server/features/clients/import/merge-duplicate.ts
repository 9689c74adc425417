// "Update the existing client" (issue 19): a row whose e-mail or phone belongs to a stored
// client fills that client in. The row's non-empty fields replace the stored ones; the
// lists (phones, e-mails, addresses, websites) and the tags gain what they lack, without
// duplicates and within the form's limits; notes are added below the stored ones unless
// they are there already. Pure: the stored row and the row's INSERT JSON in, the changes
// out, so importing the same file twice changes nothing the second time.
import { CLIENT_LIST_ITEMS_MAX } from '../../../../core/client-schemas';
import type { ClientRow } from '../client-view';
import type {
  ClientStatus,
  LeadSource,
  StoredContactDetails,
  StoredCustomValues,
  StoredWebsiteUrl,
} from '../tables';

/** The row as toBatchRow wrote it for jsonb_to_recordset (snake_case, lists as JSON text). */
export type RowRecord = {
  user_id: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  position: string | null;
  status: ClientStatus;
  lead_source: LeadSource;
  lead_score: number | null;
  estimated_value_cents: number;
  expected_close_date: string | null;
  notes: string | null;
  tags: string[];
  contact_details: string;
  website_urls: string;
  /** Checked values by custom field id (absent in rows written before decision 054). */
  custom_values?: StoredCustomValues;
};

/** The stored fields a duplicate row is compared with: the client row's own types. */
export type StoredClient = Pick<
  ClientRow,
  | 'name'
  | 'email'
  | 'phone'
  | 'company'
  | 'position'
  | 'status'
  | 'leadSource'
  | 'leadScore'
  | 'estimatedValueCents'
  | 'expectedCloseDate'
  | 'notes'
  | 'tags'
  | 'contactDetails'
  | 'websiteUrls'
  | 'customValues'
>;

export type ClientMerge = Partial<{
  name: string;
  email: string | null;
  phone: string | null;
  company: string;
  position: string;
  status: ClientStatus;
  leadSource: LeadSource;
  leadScore: number;
  estimatedValueCents: number;
  expectedCloseDate: string;
  notes: string;
  tags: string[];
  contactDetails: string;
  websiteUrls: string;
  /** The whole custom_values object as JSON (the stored client is locked while it is merged). */
  customValues: string;
}>;

const digits = (text: string) => text.replace(/\D/g, '');

/** `stored` with the items of `added` it lacks (by `key`), up to the form's limit. */
function mergeList<T extends { is_default: boolean }>(
  stored: readonly T[],
  added: readonly T[],
  key: (item: T) => string,
): T[] {
  const merged = [...stored];
  const seen = new Set(stored.map(key));
  for (const item of added) {
    if (merged.length >= CLIENT_LIST_ITEMS_MAX) break;
    if (seen.has(key(item))) continue;
    seen.add(key(item));
    // The stored client's primary entry stays primary.
    merged.push({ ...item, is_default: merged.length === 0 ? item.is_default : false });
  }
  if (merged.length > 0 && !merged.some((item) => item.is_default)) {
    merged[0] = { ...(merged[0] as T), is_default: true };
  }
  return merged;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The changes that bring the row's fields into the stored client; empty when there is
 * nothing new. `ownLeadSource`: the row named its lead source (rather than getting the
 * import's default, which must not overwrite where a stored client really came from).
 */
export function mergeDuplicate(
  stored: StoredClient,
  row: RowRecord,
  ownLeadSource: boolean,
): ClientMerge {
  const changes: ClientMerge = {};
  // A name made up from the e-mail, the phone or the company (no person's name in the
  // row) does not replace a stored one.
  const fallbackName = [row.email, row.phone, row.company].includes(row.name);
  if (row.name && !fallbackName && row.name !== stored.name) changes.name = row.name;
  if (row.company && row.company !== stored.company) changes.company = row.company;
  if (row.position && row.position !== stored.position) changes.position = row.position;
  // Every new row is a "new_lead" unless the file says otherwise.
  if (row.status !== 'new_lead' && row.status !== stored.status) changes.status = row.status;
  if (ownLeadSource && row.lead_source !== stored.leadSource) changes.leadSource = row.lead_source;
  if (row.lead_score !== null && row.lead_score !== stored.leadScore) {
    changes.leadScore = row.lead_score;
  }
  if (row.estimated_value_cents > 0 && row.estimated_value_cents !== stored.estimatedValueCents) {
    changes.estimatedValueCents = row.estimated_value_cents;
  }
  if (row.expected_close_date && row.expected_close_date !== stored.expectedCloseDate) {
    changes.expectedCloseDate = row.expected_close_date;
  }
  const notes = row.notes?.trim();
  if (notes && !(stored.notes ?? '').includes(notes)) {
    changes.notes = stored.notes?.trim() ? `${stored.notes.trim()}\n\n${notes}` : notes;
  }
  const tags = [...new Set([...stored.tags, ...row.tags])];
  if (tags.length !== stored.tags.length) changes.tags = tags.slice(0, 50);

  const incoming = JSON.parse(row.contact_details) as StoredContactDetails;
  const current: StoredContactDetails = {
    phones: stored.contactDetails?.phones ?? [],
    emails: stored.contactDetails?.emails ?? [],
    addresses: stored.contactDetails?.addresses ?? [],
  };
  const details: StoredContactDetails = {
    phones: mergeList(current.phones, incoming.phones, (phone) => digits(phone.number)),
    emails: mergeList(current.emails, incoming.emails, (email) => email.address.toLowerCase()),
    addresses: mergeList(current.addresses, incoming.addresses, (address) =>
      [address.line1, address.city, address.postal_code, address.country]
        .map((part) => part?.trim().toLowerCase() ?? '')
        .join('|'),
    ),
  };
  if (!sameJson(details, current)) {
    changes.contactDetails = JSON.stringify(details);
    // The email and phone columns hold the primary entries, as the form keeps them.
    const email = details.emails.find((item) => item.is_default)?.address ?? null;
    const phone = details.phones.find((item) => item.is_default)?.number ?? null;
    if (email !== stored.email) changes.email = email;
    if (phone !== stored.phone) changes.phone = phone;
  }
  const websites = mergeList(
    stored.websiteUrls ?? [],
    JSON.parse(row.website_urls) as StoredWebsiteUrl[],
    (website) => website.url.toLowerCase().replace(/\/$/, ''),
  );
  if (!sameJson(websites, stored.websiteUrls ?? [])) changes.websiteUrls = JSON.stringify(websites);
  // The row's custom values replace the stored ones field by field; empty cells keep them.
  const custom = { ...(stored.customValues ?? {}), ...(row.custom_values ?? {}) };
  if (!sameJson(custom, stored.customValues ?? {})) changes.customValues = JSON.stringify(custom);
  return changes;
}
