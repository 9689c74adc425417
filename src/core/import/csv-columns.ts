// A spreadsheet row → the contact it describes, through the header row's column map
// (match-headers.ts). Numbered groups are read as Google Contacts and our own export
// write them: "Phone 2 - Type" gives the type of "Phone 2 - Value", the "Address 1 - …"
// columns make one address, "* " before a type marks the primary item, and " ::: "
// separates several values in one cell.
import type { AddressType } from '../clients';
import type { ColumnMap, ListKind } from './column-fields';
import { emptyContact, type ImportAddress, type ImportContact } from './import-contact';
import { addressTypeOf, emailTypeOf, phoneTypeOf, readTypeCell } from './list-type-words';

export type { ColumnField, ColumnMap } from './column-fields';
export { hasNameColumn, hasUsableColumn, matchHeader, matchHeaders } from './match-headers';

/** Between tags, as Google writes its groups: a comma inside a tag survives. */
export const TAG_SEPARATOR = ' ::: ';
/** Several values of one cell ("+1 415… ::: +1 212…"), as Google writes them. */
function values(cell: string): string[] {
  // Split on the plain text and trimmed after: a pattern with \s* around ":::" would
  // take quadratic time on a long run of spaces in a hostile cell.
  return cell
    .split(':::')
    .map((value) => value.trim())
    .filter(Boolean);
}
/** A website's label is at most this long (ZWebsite). */
const WEBSITE_LABEL_MAX = 50;

/**
 * Our own CSV export neutralises cells beginning with = + - @ by prefixing an
 * apostrophe (so spreadsheets do not run them as formulas); reading one back
 * restores the value.
 */
export function unneutralize(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/**
 * Tags as lists write them: Google's and our export's "a ::: b" (then a comma is part
 * of a tag), else "a, b", "a; b" or "a | b".
 */
export function splitTags(cell: string): string[] {
  return cell
    .split(cell.includes(':::') ? ':::' : /[,;|]/)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** Google's system groups ("* myContacts", "* starred") are no tags of the user's. */
function userTags(cell: string): string[] {
  return splitTags(cell)
    .map((tag) => tag.replace(/^\*\s*/, ''))
    .filter((tag) => tag !== '' && !/^my ?contacts$/i.test(tag));
}

function cellText(raw: unknown): string {
  if (raw === undefined || raw === null) return '';
  // Line breaks inside a cell are stored as \n, as the web form writes them.
  return unneutralize(String(raw)).replace(/\r\n?/g, '\n').trim();
}

type ScalarKey =
  | 'name'
  | 'firstName'
  | 'middleName'
  | 'company'
  | 'position'
  | 'notes'
  | 'estimatedValue'
  | 'leadScore'
  | 'leadSource'
  | 'expectedCloseDate'
  | 'status'
  | 'owner'
  | 'createdAt'
  | 'lastContactedAt';

/** One data row, read through the header's column map. Blank cells are skipped. */
export function rowToContact(columns: ColumnMap, cells: readonly unknown[]): ImportContact {
  const contact = emptyContact();
  // "Phone 2 - Type" cells first: they describe values in columns before or after them.
  const typeCells = new Map<string, { text: string; primary: boolean }>();
  columns.forEach((field, index) => {
    const value = field?.kind === 'listType' ? cellText(cells[index]) : '';
    if (field?.kind === 'listType' && value !== '') {
      typeCells.set(`${field.list}:${field.slot}`, readTypeCell(value));
    }
  });
  const slotType = (list: ListKind, slot: number | undefined) => {
    const cell = slot === undefined ? undefined : typeCells.get(`${list}:${slot}`);
    return { text: cell?.text ?? '', primary: cell?.primary ?? false };
  };
  const primaryFlag = (primary: boolean, index: number) =>
    primary && index === 0 ? { isDefault: true } : {};

  const addresses = new Map<string, ImportAddress>();
  for (let index = 0; index < columns.length; index++) {
    const field = columns[index];
    const value = cellText(cells[index]);
    if (!field || value === '') continue;
    switch (field.kind) {
      case 'listType':
        break;
      case 'email': {
        const { text, primary } = slotType('email', field.slot);
        const type = text ? emailTypeOf(text, 'other') : field.type;
        value
          .split(/:::|[,;\s]+/)
          .filter(Boolean)
          .forEach((address, at) => {
            contact.emails.push({ address, type, ...primaryFlag(primary, at) });
          });
        break;
      }
      case 'phone': {
        const { text, primary } = slotType('phone', field.slot);
        const type = text ? phoneTypeOf(text, 'other') : field.type;
        values(value).forEach((number, at) => {
          contact.phones.push({ number, type, ...primaryFlag(primary, at) });
        });
        break;
      }
      case 'website': {
        const { text, primary } = slotType('website', field.slot);
        const label = text.slice(0, WEBSITE_LABEL_MAX).trim();
        values(value).forEach((url, at) => {
          contact.websites.push({
            url,
            ...(label ? { label } : {}),
            ...primaryFlag(primary, at),
          });
        });
        break;
      }
      case 'tags':
        contact.tags.push(...userTags(value));
        break;
      case 'custom':
        contact.custom ??= {};
        contact.custom[field.fieldId] ??= value;
        break;
      case 'address': {
        // A numbered group is one address whatever its parts say; others group by type.
        const key = field.slot === undefined ? `group:${field.group}` : `slot:${field.slot}`;
        let address = addresses.get(key);
        if (!address) {
          const { text, primary } = slotType('address', field.slot);
          const type: AddressType = text ? addressTypeOf(text, 'other') : field.group;
          address = { type, ...(primary ? { isDefault: true } : {}) };
          addresses.set(key, address);
        }
        // Google's one-cell "Formatted" address spans lines.
        const part = values(value.replace(/\n/g, ':::')).join(', ');
        // "Extended Address" and "PO Box" both fill the second line.
        if (field.part === 'line2' && address.line2) address.line2 = `${address.line2}, ${part}`;
        else address[field.part] ??= part;
        break;
      }
      case 'lastName':
        // Spanish "Primer apellido" + "Segundo apellido": both are the family name.
        contact.lastName = contact.lastName ? `${contact.lastName} ${value}` : value;
        break;
      default:
        contact[field.kind satisfies ScalarKey] ??= value;
    }
  }
  contact.addresses.push(...addresses.values());
  return contact;
}

/** Is every cell of the row blank (spreadsheets end with such rows)? */
export function isBlankRow(cells: readonly unknown[]): boolean {
  return cells.every((cell) => cell === undefined || cell === null || String(cell).trim() === '');
}
