// Spreadsheet headers → client fields (spec §5: matched by the keywords name, email,
// phone, company, position, address, city, state, zip, country, website — here in
// English and the common European languages, decision 039). Generous on purpose: the
// exports of Google Contacts, Outlook, Thunderbird, LinkedIn, HubSpot, other CRMs and
// our own CSV export all import without renaming a column. A header is read alone
// (matchHeader); the whole header row then settles what only the neighbours tell
// (matchHeaders): whether "Nom" is the family name, whether "Title" is the position.
import type { CustomField } from '../custom-field-schemas';
import type { AddressPart, ColumnField, ColumnMap, ListKind } from './column-fields';
import * as W from './header-words';
import { addressTypeOf, emailTypeOf, phoneTypeOf, plainWords } from './list-type-words';

/** How a header was matched, where the neighbours may change its meaning. */
type Role = 'bareName' | 'fuzzyName' | 'title' | 'formatted';
type Match = { field: ColumnField; role?: Role } | undefined;

/** The groups Google numbers ("Phone 2 - Value"); any other numbered group is left out. */
const NUMBERED_LISTS: Readonly<Record<string, ListKind | 'organization'>> = {
  email: 'email',
  'e mail': 'email',
  phone: 'phone',
  address: 'address',
  website: 'website',
  organization: 'organization',
};

const GOOGLE_ADDRESS_PARTS: Readonly<Record<string, AddressPart>> = {
  street: 'line1',
  'extended address': 'line2',
  'po box': 'line2',
  city: 'city',
  region: 'state',
  'postal code': 'postalCode',
  country: 'country',
};

/** Google Contacts' "E-mail 1 - Value", "Address 2 - City", "Organization 1 - Title". */
function matchNumbered(header: string): Match | null {
  const numbered = /^(.+?)\s*(\d{1,3})\s+-\s+(.+)$/.exec(header.trim());
  if (!numbered) return null;
  const list = NUMBERED_LISTS[plainWords(numbered[1] ?? '')];
  const slot = Number(numbered[2]);
  const part = plainWords(numbered[3] ?? '');
  if (!list || slot < 1 || slot > 100) return undefined;
  if (list === 'organization') {
    if (part === 'name') return { field: { kind: 'company' } };
    if (part === 'title') return { field: { kind: 'position' } };
    return undefined;
  }
  if (part === 'type' || part === 'label') return { field: { kind: 'listType', list, slot } };
  switch (list) {
    case 'email':
      return part === 'value' ? { field: { kind: 'email', type: 'work', slot } } : undefined;
    case 'phone':
      return part === 'value' ? { field: { kind: 'phone', type: 'mobile', slot } } : undefined;
    case 'website':
      return part === 'value' ? { field: { kind: 'website', slot } } : undefined;
    case 'address': {
      if (part === 'formatted') {
        const field = { kind: 'address', part: 'line1', group: 'office', slot } as const;
        return { field, role: 'formatted' };
      }
      const addressPart = GOOGLE_ADDRESS_PARTS[part];
      return addressPart
        ? { field: { kind: 'address', part: addressPart, group: 'office', slot } }
        : undefined;
    }
  }
}

function matchAddress(h: string): ColumnField | undefined {
  const address = (part: AddressPart): ColumnField => ({
    kind: 'address',
    part,
    group: addressTypeOf(h, 'office'),
  });
  if (W.POSTAL_CODE_WORDS.test(h)) return address('postalCode');
  if (W.COUNTRY_WORDS.test(h)) return address('country');
  if (W.STATE_WORDS.test(h)) return address('state');
  if (W.CITY_WORDS.test(h)) return address('city');
  if (W.PO_BOX_WORDS.test(h)) return address('line2');
  if (W.STREET_WORDS.test(h)) return address(W.LINE2_WORDS.test(h) ? 'line2' : 'line1');
  return undefined;
}

/** Longer than any real header: such a cell is data, and is not searched for words. */
const HEADER_MAX = 200;

function classify(header: string): Match {
  if (header.length > HEADER_MAX) return undefined;
  const numbered = matchNumbered(header);
  if (numbered !== null) return numbered;
  const h = plainWords(header);
  if (h === '') return undefined;
  if (W.CREATED_HEADERS.test(h)) return { field: { kind: 'createdAt' } };
  if (W.LAST_CONTACTED_HEADERS.test(h)) return { field: { kind: 'lastContactedAt' } };
  if (W.CLOSE_DATE_WORDS.test(h)) return { field: { kind: 'expectedCloseDate' } };
  if (W.IGNORED_WORDS.test(h)) return undefined;
  // Outlook's "E-mail Type" (SMTP), a lone "Label": they describe another column.
  if (/\b(type|typ|tipo|label)$/.test(h)) return undefined;
  // Before any name: "Contact owner" names a member, never the contact.
  if (W.OWNER_WORDS.test(h) || W.OWNER_HEADERS.test(h)) return { field: { kind: 'owner' } };
  if (W.STATUS_HEADERS.test(h)) return { field: { kind: 'status' } };
  if (W.OTHER_STATUS_WORDS.test(h)) return undefined;
  if (W.NOTES_WORDS.test(h)) return { field: { kind: 'notes' } };
  if (W.TAGS_WORDS.test(h)) return { field: { kind: 'tags' } };
  if (W.SCORE_WORDS.test(h)) return { field: { kind: 'leadScore' } };
  if (W.SOURCE_WORDS.test(h)) return { field: { kind: 'leadSource' } };
  // Before the address: "Adresse e-mail", "E-mail Address".
  if (W.EMAIL_WORDS.test(h)) {
    // Outlook's "E-mail Display Name" repeats the name; the address is its own column.
    if (W.NAME_WORDS.test(h)) return undefined;
    return { field: { kind: 'email', type: emailTypeOf(h, 'work') } };
  }
  if (W.PHONE_WORDS.test(h)) return { field: { kind: 'phone', type: phoneTypeOf(h, 'mobile') } };
  if (W.WEBSITE_WORDS.test(h)) return { field: { kind: 'website' } };
  const address = matchAddress(h);
  if (address) return { field: address };
  if (W.TITLE_HEADERS.test(h)) return { field: { kind: 'position' }, role: 'title' };
  // Before the company: "Organization Title" is the job title.
  if (W.POSITION_WORDS.test(h)) return { field: { kind: 'position' } };
  if (W.COMPANY_WORDS.test(h)) return { field: { kind: 'company' } };
  if (W.FIRST_NAME_WORDS.test(h) || W.FIRST_NAME_HEADERS.test(h)) {
    return { field: { kind: 'firstName' } };
  }
  if (W.MIDDLE_NAME_WORDS.test(h)) return { field: { kind: 'middleName' } };
  if (W.LAST_NAME_WORDS.test(h) || W.LAST_NAME_HEADERS.test(h)) {
    return { field: { kind: 'lastName' } };
  }
  if (W.BARE_NAME_HEADERS.test(h)) return { field: { kind: 'name' }, role: 'bareName' };
  if (W.NAME_WORDS.test(h)) return { field: { kind: 'name' } };
  if (W.FUZZY_NAME_WORDS.test(h)) return { field: { kind: 'name' }, role: 'fuzzyName' };
  if (W.VALUE_WORDS.test(h)) return { field: { kind: 'estimatedValue' } };
  return undefined;
}

/** What one header names on its own, or undefined for a column the import leaves out. */
export function matchHeader(header: string): ColumnField | undefined {
  return classify(header)?.field;
}

/** The header row's columns, each read in the light of the others. */
export function matchHeaders(headers: readonly string[]): ColumnMap {
  const matches = headers.map((header) => classify(String(header ?? '')));
  const has = (test: (match: NonNullable<Match>) => boolean) =>
    matches.some((match) => match !== undefined && test(match));
  const hasFirst = has((match) => match.field.kind === 'firstName');
  const hasLast = has((match) => match.field.kind === 'lastName');
  const hasPosition = has((match) => match.field.kind === 'position' && match.role !== 'title');
  const addressSlotsWithParts = new Set(
    matches.flatMap((match) =>
      match?.field.kind === 'address' && match.role !== 'formatted' && match.field.slot
        ? [match.field.slot]
        : [],
    ),
  );
  return matches.map((match): ColumnField | undefined => {
    if (!match) return undefined;
    const { field, role } = match;
    switch (role) {
      case 'title':
        // Outlook has both "Title" (Mr., Dr.) and "Job Title".
        return hasPosition ? undefined : field;
      case 'formatted':
        // Google's one-cell address repeats its parts; only alone is it the address.
        return field.kind === 'address' && field.slot && addressSlotsWithParts.has(field.slot)
          ? undefined
          : field;
      case 'fuzzyName':
        // "Contact", "Customer": never over real name columns.
        return hasFirst || hasLast ? undefined : field;
      case 'bareName':
        if (hasLast && !hasFirst) return { kind: 'firstName' };
        if (hasFirst && !hasLast) return { kind: 'lastName' };
        return field;
      default:
        return field;
    }
  });
}

/**
 * A header equal (case aside) to a custom field's label is that field, over any built-in
 * match: the workspace named it so. The last such column wins: our export writes the
 * custom columns after the built-in ones, so a field labelled "Notes" leaves the built-in
 * "Notes" column to the notes.
 */
export function matchCustomHeaders(
  headers: readonly string[],
  columns: ColumnMap,
  fields: readonly Pick<CustomField, 'id' | 'label'>[],
): ColumnMap {
  if (fields.length === 0) return columns;
  const matched: ColumnMap = [...columns];
  const keys = headers.map((header) =>
    String(header ?? '')
      .trim()
      .toLowerCase(),
  );
  for (const field of fields) {
    const index = keys.lastIndexOf(field.label.trim().toLowerCase());
    if (index >= 0) matched[index] = { kind: 'custom', fieldId: field.id };
  }
  return matched;
}

const NAME_KINDS = new Set(['name', 'firstName', 'lastName']);
const USABLE_KINDS = new Set(['name', 'firstName', 'lastName', 'company', 'email', 'phone']);

/** Does the header row name a column a client's name can come from? */
export function hasNameColumn(columns: ColumnMap): boolean {
  return columns.some((field) => field !== undefined && NAME_KINDS.has(field.kind));
}

/**
 * Can a row of this table become a client? A client is named after its person, else
 * its company, e-mail or phone: one of those columns must be there.
 */
export function hasUsableColumn(columns: readonly (ColumnField | null | undefined)[]): boolean {
  return columns.some((field) => field != null && USABLE_KINDS.has(field.kind));
}
