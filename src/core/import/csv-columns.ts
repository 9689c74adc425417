// Spreadsheet headers → client fields (spec §5: matched by the keywords name, email,
// phone, company, position, address, city, state, zip, country, website). Generous on
// purpose: the exports of Google Contacts, Outlook, other CRMs and our own CSV export
// all import without renaming columns.
import type { AddressType, PhoneType } from '../clients';
import { emptyContact, type ImportAddress, type ImportContact } from './import-contact';

type AddressPart = 'line1' | 'line2' | 'city' | 'state' | 'postalCode' | 'country';

export type ColumnField =
  | { kind: 'name' | 'firstName' | 'middleName' | 'lastName' }
  | { kind: 'company' | 'position' | 'notes' | 'tags' | 'website' }
  | { kind: 'estimatedValue' | 'leadScore' | 'leadSource' | 'expectedCloseDate' }
  | { kind: 'email' }
  | { kind: 'phone'; type: PhoneType }
  | { kind: 'address'; part: AddressPart; group: AddressType };

/** One entry per column: what it holds, or undefined when it is not imported. */
export type ColumnMap = (ColumnField | undefined)[];

/** "E-mail 1 - Value" → "e mail 1 value": lower case, words only. */
function normalize(header: string): string {
  return header
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const has = (text: string, pattern: RegExp) => pattern.test(text);

function addressGroup(header: string): AddressType {
  if (has(header, /\b(home|personal|private)\b/)) return 'home';
  if (has(header, /\bbilling\b/)) return 'billing';
  if (has(header, /\bshipping|delivery\b/)) return 'shipping';
  if (has(header, /\bother\b/)) return 'other';
  return 'office';
}

function phoneType(header: string): PhoneType {
  if (has(header, /\b(mobile|cell|cellular|cellphone)\b/)) return 'mobile';
  if (has(header, /\b(work|business|office|company)\b/)) return 'work';
  if (has(header, /\bhome\b/)) return 'home';
  if (has(header, /\bother\b/)) return 'other';
  return 'mobile';
}

/** What one header names, or undefined for a column the import leaves out. */
export function matchHeader(header: string): ColumnField | undefined {
  const h = normalize(header);
  if (h === '') return undefined;
  // Google's "Phone 1 - Type", "E-mail 2 - Label": describe another column, hold no data.
  if (has(h, /\b(type|label)$/)) return undefined;
  if (
    has(
      h,
      /\b(fax|pager|telex|id|uuid|created|updated|modified|contacted|birthday|photo|avatar|prefix|suffix|yomi|phonetic|initials|nickname|maiden|short name|status)\b/,
    )
  ) {
    return undefined;
  }
  // Outlook's "E-mail Display Name" repeats the name; the address is its own column.
  if (has(h, /\be ?mail\b/) && has(h, /\bname\b/)) return undefined;
  if (has(h, /\b(notes?|comments?|description|remarks?)\b/)) return { kind: 'notes' };
  if (has(h, /\b(tags?|labels|categories|category|group membership|groups?)\b/)) {
    return { kind: 'tags' };
  }
  if (has(h, /\b(lead )?score\b/)) return { kind: 'leadScore' };
  if (has(h, /\b(lead )?source\b/)) return { kind: 'leadSource' };
  if (has(h, /\bclose date|closing date\b/)) return { kind: 'expectedCloseDate' };
  if (has(h, /\b(e ?mail|mail address)\b/)) return { kind: 'email' };
  if (has(h, /\b(phone|mobile|cell|cellular|tel|telephone|whatsapp)\b/)) {
    return { kind: 'phone', type: phoneType(h) };
  }
  if (has(h, /\b(website|web site|web page|webpage|homepage|home page|url|site|web)\b/)) {
    return { kind: 'website' };
  }
  if (has(h, /\b(zip|postal|postcode|post code|zip code)\b/)) {
    return { kind: 'address', part: 'postalCode', group: addressGroup(h) };
  }
  if (has(h, /\bcountry\b/)) return { kind: 'address', part: 'country', group: addressGroup(h) };
  if (has(h, /\b(state|province|region|county)\b/)) {
    return { kind: 'address', part: 'state', group: addressGroup(h) };
  }
  if (has(h, /\b(city|town|locality)\b/)) {
    return { kind: 'address', part: 'city', group: addressGroup(h) };
  }
  if (has(h, /\b(address|addr|street)\b/)) {
    const second = has(h, /\b(2|line 2|street 2|address 2|extended|suite|apt)\b/);
    return { kind: 'address', part: second ? 'line2' : 'line1', group: addressGroup(h) };
  }
  // Before company: Google's "Organization 1 - Title" is the job title.
  if (has(h, /\b(position|job title|title|job|role|designation|occupation)\b/)) {
    return { kind: 'position' };
  }
  if (has(h, /\b(company|organi[sz]ation|org|business|employer|account)\b/)) {
    return { kind: 'company' };
  }
  if (has(h, /\b(first|given|forename)( name)?\b/)) return { kind: 'firstName' };
  if (has(h, /\b(middle|additional)( name)?\b/)) return { kind: 'middleName' };
  if (has(h, /\b(last|family|surname)( name)?\b/)) return { kind: 'lastName' };
  if (has(h, /\b(name|contact|client|customer|lead|person)\b/)) return { kind: 'name' };
  if (has(h, /\b(estimated value|deal value|value|amount|deal size|budget)\b/)) {
    return { kind: 'estimatedValue' };
  }
  return undefined;
}

export function matchHeaders(headers: readonly string[]): ColumnMap {
  // Outlook has both "Title" (Mr., Dr.) and "Job Title": then only the latter is the position.
  const hasJobTitle = headers.some((header) => /\bjob title\b/.test(normalize(header)));
  return headers.map((header) =>
    hasJobTitle && normalize(header) === 'title' ? undefined : matchHeader(header),
  );
}

/** Does the header row name a column a client's name can come from? */
export function hasNameColumn(columns: ColumnMap): boolean {
  return columns.some(
    (field) => field?.kind === 'name' || field?.kind === 'firstName' || field?.kind === 'lastName',
  );
}

/**
 * Our own CSV export neutralises cells beginning with = + - @ by prefixing an
 * apostrophe (so spreadsheets do not run them as formulas); reading one back
 * restores the value, so "+1 415…" phones survive a round trip.
 */
export function unneutralize(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/** Tags as lists write them: "a, b", "a; b", "a | b" or Google's "a ::: b". */
export function splitTags(cell: string): string[] {
  return cell
    .split(/:::|[,;|]/)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

function setOnce<K extends 'name' | 'firstName' | 'middleName' | 'lastName' | 'company'>(
  contact: ImportContact,
  key:
    | K
    | 'position'
    | 'notes'
    | 'estimatedValue'
    | 'leadScore'
    | 'leadSource'
    | 'expectedCloseDate',
  value: string,
) {
  if (contact[key] === undefined) contact[key] = value;
}

/** One data row, read through the header's column map. Blank cells are skipped. */
export function rowToContact(columns: ColumnMap, cells: readonly unknown[]): ImportContact {
  const contact = emptyContact();
  const addresses = new Map<AddressType, ImportAddress>();
  for (let index = 0; index < columns.length; index++) {
    const field = columns[index];
    const raw = cells[index];
    if (!field || raw === undefined || raw === null) continue;
    // Line breaks inside a cell are stored as \n, as the web form writes them.
    const value = unneutralize(String(raw)).replace(/\r\n?/g, '\n').trim();
    if (value === '') continue;
    switch (field.kind) {
      case 'email':
        for (const address of value.split(/[,;\s]+/).filter(Boolean)) {
          contact.emails.push({ address, type: 'work' });
        }
        break;
      case 'phone':
        contact.phones.push({ number: value, type: field.type });
        break;
      case 'website':
        contact.websites.push({ url: value });
        break;
      case 'tags':
        contact.tags.push(...splitTags(value));
        break;
      case 'address': {
        let address = addresses.get(field.group);
        if (!address) {
          address = { type: field.group };
          addresses.set(field.group, address);
        }
        address[field.part] ??= value;
        break;
      }
      default:
        setOnce(contact, field.kind, value);
    }
  }
  contact.addresses.push(...addresses.values());
  return contact;
}

/** Is every cell of the row blank (spreadsheets end with such rows)? */
export function isBlankRow(cells: readonly unknown[]): boolean {
  return cells.every((cell) => cell === undefined || cell === null || String(cell).trim() === '');
}
