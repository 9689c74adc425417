// A row or card read from an import file → the client the API would create from the
// add form (ZClientCreate, so the same rules and messages apply). Imported clients are
// new leads (spec §5) unless the row says otherwise. A contact without a person's name
// is named after its organisation, else its e-mail, else its phone. A phone number
// without a country code is read in the row's address country, else the import's
// default country; one that still cannot be read is kept as typed (decision 041). Any
// other value that is not valid for its field (a malformed e-mail or website, an
// amount that is not a number) does not cost the row: the client is imported without
// it and the text is kept, labelled, at the end of the client's notes — nothing in the
// file is silently dropped.
import type { z } from 'zod';
import {
  CLIENT_LIST_ITEMS_MAX,
  type ClientCreate,
  formatPhoneNumber,
  isKeptPhoneText,
  type Phone,
  ZAddress,
  ZClientCreate,
  ZEmail,
  ZWebsite,
} from '../client-schemas';
import {
  CLIENT_STATUS_LABELS,
  CLIENT_STATUSES,
  type ClientStatus,
  DEFAULT_CLIENT_STATUS,
  DEFAULT_LEAD_SOURCE,
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
  type LeadSource,
  withOneDefault,
} from '../clients';
import { CLIENT_MESSAGES } from '../messages';
import { type CountryCode, countryCodeOf } from '../phone-country';
import type { ImportAddress, ImportContact, ImportPhone } from './import-contact';

/** What the whole import decides for every row (POST /clients/import's options). */
export type ContactOptions = {
  /** Where a number without a country code is read when the row has no address country. */
  defaultCountry?: CountryCode;
  /** Given to rows without a lead source of their own; absent: the spec's default. */
  leadSource?: LeadSource;
};

/** ZClientCreate without the four contact lists, which are checked item by item. */
const ZClientScalars = ZClientCreate.omit({
  phones: true,
  emails: true,
  addresses: true,
  websites: true,
});

/**
 * A client to insert, with the dates a file may restore (our CSV export's "Created" and
 * "Last Contacted"): ISO timestamps; absent, the database's now() and null.
 */
export type ImportedClient = ClientCreate & { createdAt?: string; lastContactedAt?: string };

export type ContactResult =
  | { ok: true; client: ImportedClient }
  | { ok: false; name: string; reason: string };

/** The heading above the values kept in the notes because their field refused them. */
export const SET_ASIDE_HEADING = 'Imported values that were not valid for their field:';

/** The name from a name column, else composed from its parts (vCard N, First/Last Name). */
export function contactName(contact: ImportContact): string {
  const full = contact.name?.trim();
  if (full) return full;
  return [contact.firstName, contact.middleName, contact.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * The name a client is imported under: the person's, else the organisation's, else the
 * first e-mail, else the first phone (as it is stored). Empty only when there is none.
 */
export function importName(
  contact: ImportContact,
  phones: readonly { number: string }[] = [],
): string {
  return (
    contactName(contact) ||
    contact.company?.trim() ||
    contact.emails.map((email) => email.address.trim()).find(Boolean) ||
    phones[0]?.number ||
    contact.phones.map((phone) => phone.number.trim()).find(Boolean) ||
    ''
  );
}

/** The country numbers of this row are read in: its first address naming one, else the import's. */
export function phoneCountryOf(
  contact: ImportContact,
  defaultCountry: CountryCode | undefined,
): CountryCode | undefined {
  for (const address of contact.addresses) {
    const code = countryCodeOf(address.country);
    if (code) return code;
  }
  return defaultCountry;
}

/**
 * A phone as the import stores it: formatted internationally when it can be read in
 * `country`, else kept as typed (flagged so the edit form keeps it too); undefined only
 * for text that has no digit to dial or is too long to be a number.
 */
export function importPhone(
  phone: ImportPhone,
  country: CountryCode | undefined,
): (ImportPhone & { asTyped?: true }) | undefined {
  const typed = phone.number.trim();
  const formatted = formatPhoneNumber(typed, country ?? 'US');
  if (formatted) return { ...phone, number: formatted };
  return isKeptPhoneText(typed) ? { ...phone, number: typed, asTyped: true } : undefined;
}

/** "$1,500.50", "1 500", "€1500" → 150050 cents; undefined when it is not an amount. */
export function parseAmountCents(text: string): number | undefined {
  const cleaned = text.replace(/[\s$€£¥,]|USD|EUR|GBP/gi, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return undefined;
  const cents = Math.round(Number(cleaned) * 100);
  return Number.isSafeInteger(cents) ? cents : undefined;
}

/** "2026-03-01", "3/1/2026" (US order) or an ISO timestamp → "2026-03-01". */
export function parseDate(text: string): string | undefined {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(value);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : us
      ? [us[3], us[1]?.padStart(2, '0'), us[2]?.padStart(2, '0')]
      : [];
  if (!year || !month || !day) return undefined;
  const date = `${year}-${month}-${day}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date)
    ? date
    : undefined;
}

/** "Qualified", "closed won", "closed_won" → the status; undefined for anything else. */
export function parseStatus(text: string | undefined): ClientStatus | undefined {
  const wanted = text?.trim().toLowerCase();
  if (!wanted) return undefined;
  const key = wanted.replace(/[\s-]+/g, '_');
  return (
    CLIENT_STATUSES.find((status) => status === key) ??
    CLIENT_STATUSES.find((status) => CLIENT_STATUS_LABELS[status].toLowerCase() === wanted)
  );
}

function parseLeadSource(text: string): LeadSource {
  const key = text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  const byValue = LEAD_SOURCES.find((source) => source === key);
  const byLabel = LEAD_SOURCES.find(
    (source) => LEAD_SOURCE_LABELS[source].toLowerCase() === text.trim().toLowerCase(),
  );
  return byValue ?? byLabel ?? 'other';
}

/** Dates before this are no client's creation or last contact (a typo or a spreadsheet's 0). */
const EARLIEST_TIMESTAMP = Date.UTC(1900, 0, 1);

/**
 * "2026-03-01T09:30:00.000Z" (our export), "2026-03-01 09:30" (UTC when no zone is
 * given) or a date parseDate reads → an ISO timestamp; undefined when it is none or
 * lies in the future.
 */
export function parseTimestamp(text: string): string | undefined {
  const value = text.trim();
  const stamp =
    /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?)\s*(Z|[+-]\d{2}:?\d{2})?$/i.exec(
      value,
    );
  let time: number;
  if (stamp) {
    const zone = (stamp[3] ?? 'Z').toUpperCase().replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
    time = Date.parse(`${stamp[1]}T${stamp[2]}${zone}`);
    if (parseDate(stamp[1] ?? '') === undefined) return undefined;
  } else {
    const date = parseDate(value);
    time = date === undefined ? Number.NaN : Date.parse(`${date}T00:00:00Z`);
  }
  if (Number.isNaN(time) || time < EARLIEST_TIMESTAMP || time > Date.now()) return undefined;
  return new Date(time).toISOString();
}

/** "www.example.com" is meant as a website: it gets https://, other schemes stay refused. */
function withScheme(url: string): string {
  const trimmed = url.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+([/?#].*)?$/i.test(trimmed) ? `https://${trimmed}` : trimmed;
}

/** An address without a street still has a first line: its other parts. */
function withLine1(address: ImportAddress): ImportAddress {
  if (address.line1?.trim()) return address;
  const parts = [address.line2, address.city, address.state, address.postalCode, address.country];
  return { ...address, line1: parts.filter((part) => part?.trim()).join(', ') };
}

function addressText(address: ImportAddress): string {
  return [address.line1, address.line2, address.city, address.state, address.postalCode]
    .concat(address.country)
    .filter((part) => part?.trim())
    .join(', ');
}

/** Keeps the items the field accepts (at most the list's limit); sets the rest aside. */
function validItems<S extends z.ZodType, T>(
  items: readonly T[],
  schema: S,
  label: string,
  describe: (item: T) => string,
  setAside: string[],
): z.output<S>[] {
  const kept: z.output<S>[] = [];
  for (const item of items) {
    const parsed = schema.safeParse(item);
    if (parsed.success && kept.length < CLIENT_LIST_ITEMS_MAX) kept.push(parsed.data);
    else setAside.push(`${label}: ${describe(item)}`);
  }
  return kept;
}

/** A status the row names (else a new lead); one it names but Scale has not waits in the notes. */
function applyStatus(
  input: z.input<typeof ZClientScalars>,
  text: string | undefined,
  setAside: string[],
): void {
  if (!text?.trim()) return;
  const status = parseStatus(text);
  if (status) input.status = status;
  else setAside.push(`Status: ${text}`);
}

export function contactToClient(
  contact: ImportContact,
  options: ContactOptions = {},
): ContactResult {
  const setAside: string[] = [];
  const country = phoneCountryOf(contact, options.defaultCountry);
  const readPhones = contact.phones.flatMap((phone) => {
    const read = importPhone(phone, country);
    if (!read) setAside.push(`Phone: ${phone.number}`);
    return read ? [read] : [];
  });
  const name = importName(contact, readPhones);
  if (name === '') return { ok: false, name: '', reason: CLIENT_MESSAGES.importRowNameRequired };

  const seenEmails = new Set<string>();
  const emails = validItems(
    contact.emails.filter((email) => {
      const key = email.address.trim().toLowerCase();
      if (seenEmails.has(key)) return false;
      seenEmails.add(key);
      return true;
    }),
    ZEmail,
    'Email',
    (email) => email.address,
    setAside,
  );
  // Read above already (formatted or kept): parsing them again through ZPhone would
  // format every number twice, the costliest step of a large import.
  const phones: Phone[] = readPhones.slice(0, CLIENT_LIST_ITEMS_MAX).map((phone) => ({
    number: phone.number,
    type: phone.type,
    isDefault: phone.isDefault === true,
    ...(phone.asTyped ? { asTyped: true as const } : {}),
  }));
  for (const phone of readPhones.slice(CLIENT_LIST_ITEMS_MAX))
    setAside.push(`Phone: ${phone.number}`);
  const websites = validItems(
    contact.websites.map((website) => ({ ...website, url: withScheme(website.url) })),
    ZWebsite,
    'Website',
    (website) => website.url,
    setAside,
  );
  const addresses = validItems(
    contact.addresses.map(withLine1).filter((address) => address.line1),
    ZAddress,
    'Address',
    addressText,
    setAside,
  );

  const input: z.input<typeof ZClientScalars> = {
    name,
    company: contact.company,
    position: contact.position,
    status: DEFAULT_CLIENT_STATUS,
    tags: contact.tags,
    leadSource: contact.leadSource
      ? parseLeadSource(contact.leadSource)
      : (options.leadSource ?? DEFAULT_LEAD_SOURCE),
  };
  applyStatus(input, contact.status, setAside);
  if (contact.estimatedValue) {
    const cents = parseAmountCents(contact.estimatedValue);
    if (cents === undefined) setAside.push(`Estimated value: ${contact.estimatedValue}`);
    else input.estimatedValueCents = cents;
  }
  if (contact.leadScore) {
    const score = Number(contact.leadScore.trim());
    if (contact.leadScore.trim() === '' || !Number.isFinite(score)) {
      setAside.push(`Lead score: ${contact.leadScore}`);
    } else input.leadScore = score;
  }
  if (contact.expectedCloseDate) {
    const date = parseDate(contact.expectedCloseDate);
    if (date === undefined) setAside.push(`Expected close date: ${contact.expectedCloseDate}`);
    else input.expectedCloseDate = date;
  }
  const dates: { createdAt?: string; lastContactedAt?: string } = {};
  for (const [key, label] of [
    ['createdAt', 'Created'],
    ['lastContactedAt', 'Last contacted'],
  ] as const) {
    const text = contact[key];
    if (!text) continue;
    const stamp = parseTimestamp(text);
    if (stamp === undefined) setAside.push(`${label}: ${text}`);
    else dates[key] = stamp;
  }
  const notes = [contact.notes?.trim(), setAside.length > 0 ? SET_ASIDE_HEADING : undefined]
    .filter(Boolean)
    .join('\n\n');
  input.notes = setAside.length > 0 ? `${notes}\n${setAside.join('\n')}` : notes;

  // The lists are validated above, item by item; checking them again would format
  // every phone number twice (the costliest step of a large import).
  const parsed = ZClientScalars.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      name,
      reason: parsed.error.issues[0]?.message ?? CLIENT_MESSAGES.importFailed,
    };
  }
  const client: ImportedClient = {
    ...parsed.data,
    ...dates,
    phones: withOneDefault(phones),
    emails: withOneDefault(emails),
    addresses: withOneDefault(addresses),
    websites: withOneDefault(websites),
  };
  return { ok: true, client };
}
