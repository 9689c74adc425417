// The vCard export's format: vCard 4.0 (RFC 6350), one card per client, text values
// escaped (\\ \, \; \n) and lines folded at 75 octets without splitting a character.
// Types RFC 6350 has (work, home, cell, voice) are TYPE parameters; ours it has not (a
// billing or shipping address, an "other" e-mail or address, a website's label) are
// Apple's grouped X-ABLabel, which Apple's and Google's contacts show and our own vCard
// import reads back (core/import/vcard.ts), so export → import keeps them.
import type { Client, Phone } from '../../../core/client-schemas';
import { DEFAULT_WEBSITE_LABEL } from '../../../core/clients';

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
/** Apple's built-in label for "other"; custom labels are written as the user typed them. */
const OTHER_LABEL = '_$!<Other>!$_';
const EMAIL_LABEL: Record<string, string | undefined> = { other: OTHER_LABEL };
const ADDRESS_LABEL: Record<string, string | undefined> = {
  billing: 'Billing',
  shipping: 'Shipping',
  other: OTHER_LABEL,
};

function property(name: string, params: string[], value: string): string {
  return foldLine(`${[name, ...params].join(';')}:${value}`);
}

/**
 * Writes a card's properties; one with a label goes into its own `itemN.` group with an
 * `itemN.X-ABLabel` line naming it (a group name is only letters and digits, never text).
 */
function cardWriter(lines: string[]) {
  let groups = 0;
  return (name: string, params: string[], value: string, label?: string) => {
    if (label === undefined) {
      lines.push(property(name, params, value));
      return;
    }
    groups++;
    lines.push(property(`item${groups}.${name}`, params, value));
    lines.push(property(`item${groups}.X-ABLabel`, [], escapeVCardText(label)));
  };
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
  const write = cardWriter(lines);
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
    write(
      'EMAIL',
      typeParams(EMAIL_TYPE[email.type], email.isDefault),
      escapeVCardText(email.address),
      EMAIL_LABEL[email.type],
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
    write(
      'ADR',
      typeParams(ADDRESS_TYPE[address.type], address.isDefault),
      parts.map(escapeVCardText).join(';'),
      ADDRESS_LABEL[address.type],
    );
  }
  for (const website of client.websites) {
    // A URL is a uri value, not text: RFC 6350 escapes none of its characters. The
    // default label is what an import gives a website without one, so it is left out.
    const label = website.label === DEFAULT_WEBSITE_LABEL ? undefined : website.label;
    write('URL', website.isDefault ? ['PREF=1'] : [], website.url, label);
  }
  if (client.notes) lines.push(property('NOTE', [], escapeVCardText(client.notes)));
  if (client.tags.length > 0) {
    lines.push(property('CATEGORIES', [], client.tags.map(escapeVCardText).join(',')));
  }
  lines.push('END:VCARD');
  return `${lines.join('\r\n')}\r\n`;
}
