// The vCard export's format: vCard 4.0 (RFC 6350), one card per client, text values
// escaped (\\ \, \; \n) and lines folded at 75 octets without splitting a character.
import type { Client, Phone } from '../../../core/client-schemas';

/** RFC 6350 §3.4: backslash, comma, semicolon and newlines in a text value. */
export function escapeVCardText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** RFC 6350 §3.2: a line longer than 75 octets continues on lines starting with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The continuation's leading space counts toward its 75 octets.
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const PHONE_TYPE: Record<Phone['type'], string> = {
  mobile: 'cell',
  work: 'work,voice',
  home: 'home,voice',
  other: 'voice',
};
const EMAIL_TYPE: Record<string, string | undefined> = { work: 'work', personal: 'home' };
const ADDRESS_TYPE: Record<string, string | undefined> = { office: 'work', home: 'home' };

function property(name: string, params: string[], value: string): string {
  return foldLine(`${[name, ...params].join(';')}:${value}`);
}

function typeParams(type: string | undefined, isDefault: boolean): string[] {
  return [
    ...(type ? [`TYPE=${type.includes(',') ? `"${type}"` : type}`] : []),
    ...(isDefault ? ['PREF=1'] : []),
  ];
}

/** "Ada King Lovelace" → family "Lovelace", given "Ada King": the usual guess. */
function structuredName(name: string): string {
  const words = name.trim().split(/\s+/);
  const family = words.length > 1 ? (words.pop() ?? '') : '';
  return [family, words.join(' '), '', '', ''].map(escapeVCardText).join(';');
}

export function toVCard(client: Client): string {
  const lines = [
    'BEGIN:VCARD',
    'VERSION:4.0',
    property('UID', [], `urn:uuid:${client.id}`),
    property('FN', [], escapeVCardText(client.name)),
    property('N', [], structuredName(client.name)),
  ];
  if (client.company) lines.push(property('ORG', [], escapeVCardText(client.company)));
  if (client.position) lines.push(property('TITLE', [], escapeVCardText(client.position)));
  for (const phone of client.phones) {
    lines.push(
      property(
        'TEL',
        typeParams(PHONE_TYPE[phone.type], phone.isDefault),
        escapeVCardText(phone.number),
      ),
    );
  }
  for (const email of client.emails) {
    lines.push(
      property(
        'EMAIL',
        typeParams(EMAIL_TYPE[email.type], email.isDefault),
        escapeVCardText(email.address),
      ),
    );
  }
  for (const address of client.addresses) {
    // PO box; extended address; street; locality; region; postal code; country.
    const parts = [
      '',
      address.line2 ?? '',
      address.line1,
      address.city ?? '',
      address.state ?? '',
      address.postalCode ?? '',
      address.country ?? '',
    ];
    lines.push(
      property(
        'ADR',
        typeParams(ADDRESS_TYPE[address.type], address.isDefault),
        parts.map(escapeVCardText).join(';'),
      ),
    );
  }
  for (const website of client.websites) {
    lines.push(property('URL', website.isDefault ? ['PREF=1'] : [], website.url));
  }
  if (client.notes) lines.push(property('NOTE', [], escapeVCardText(client.notes)));
  if (client.tags.length > 0) {
    lines.push(property('CATEGORIES', [], client.tags.map(escapeVCardText).join(',')));
  }
  lines.push('END:VCARD');
  return `${lines.join('\r\n')}\r\n`;
}
