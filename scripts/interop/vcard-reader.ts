// The interop check's independent reading of a .vcf file: ical.js reads vCard 3.0 and
// 4.0 cards; cards it cannot read (vCard 2.1, quoted-printable, CHARSET parameters, no
// VERSION) go to the check's own line reader (vcard-lines.ts). The bytes are decoded
// here too (BOMs, UTF-16 with or without BOM), apart from the app's decoding.
import ICAL from 'ical.js';
import { decodeWithCharset, detectEncoding } from './decode-text';
import { type ExpectedContact, type ExpectedValue, ordinalLabel } from './expected-contact';
import { type CardProperty, readCardLines } from './vcard-lines';

export type VcardReading = {
  contacts: ExpectedContact[];
  /** Cards with no name, organisation, e-mail or phone: nothing to import them by. */
  empty: number;
  /** How many cards each reader read. */
  readers: { icaljs: number; lines: number };
  encoding: string;
};

/** The file as a binary string (one char per byte), UTF-16 turned into UTF-8 bytes first. */
function binaryText(bytes: Uint8Array): { binary: string; encoding: string } {
  const { encoding, bom } = detectEncoding(bytes);
  const utf8 = encoding.startsWith('utf-16')
    ? Buffer.from(new TextDecoder(encoding).decode(bytes.subarray(bom)), 'utf8')
    : Buffer.from(bytes.subarray(bom));
  return { binary: utf8.toString('latin1'), encoding };
}

/** Each card's lines, BEGIN:VCARD to its END:VCARD (an AGENT card inside stays inside). */
export function splitCards(binary: string): string[][] {
  const cards: string[][] = [];
  let current: string[] | undefined;
  let depth = 0;
  for (const line of binary.split(/\r\n|\r|\n/)) {
    const marker = line.trim().toUpperCase();
    if (marker === 'BEGIN:VCARD') {
      depth++;
      if (depth === 1) current = [];
    }
    current?.push(line);
    if (marker === 'END:VCARD' && depth > 0) {
      depth--;
      if (depth === 0 && current) {
        cards.push(current);
        current = undefined;
      }
    }
  }
  return cards;
}

/** What ical.js cannot be trusted with: 2.1 cards, QP, CHARSET, or no VERSION at all. */
function needsLineReader(lines: readonly string[]): boolean {
  const text = lines.join('\n');
  return (
    !/^VERSION:\s*[34]\.0\s*$/im.test(text) ||
    /^[^:\n]*;\s*(ENCODING=)?QUOTED-PRINTABLE/im.test(text) ||
    /^[^:\n]*;\s*CHARSET=/im.test(text)
  );
}

type JCardProperty = [string, Record<string, string | string[]>, string, ...unknown[]];

function flatten(value: unknown): string {
  if (Array.isArray(value)) return value.map(flatten).filter(Boolean).join(' ');
  return value === null || value === undefined ? '' : String(value);
}

/** ical.js's jCard properties as the line reader's shape. */
function fromJCard(properties: readonly JCardProperty[]): CardProperty[] {
  return properties.map(([name, params, , ...values]) => {
    const typeParam = params.type ?? [];
    const types = (Array.isArray(typeParam) ? typeParam : [typeParam]).flatMap((t) =>
      String(t).toUpperCase().split(','),
    );
    const first = values[0];
    // ical.js keeps \" and \: (no escapes in RFC 6350, but exporters write them: Apple's
    // "http\://…"), and \; in unstructured text (NOTE); a reader sees the character itself.
    const clean = (text: string) => text.replace(/\\([":;,])/g, '$1');
    const components = Array.isArray(first)
      ? first.map((component) => clean(flatten(component)))
      : values.map((value) => clean(flatten(value)));
    return {
      name: name.replace(/^.*\./, '').toUpperCase(),
      types,
      components,
      value: components.join(name.toLowerCase() === 'org' ? ';' : ','),
    };
  });
}

function readWithIcal(lines: readonly string[]): CardProperty[] | undefined {
  // The card's bytes are UTF-8 (or Windows-1252 when they are not valid UTF-8).
  const bytes = Uint8Array.from(lines.join('\n'), (char) => char.charCodeAt(0) & 0xff);
  const text = decodeWithCharset(bytes, undefined);
  try {
    const parsed = ICAL.parse(`${text}\n`) as unknown[];
    const card = (Array.isArray(parsed[0]) ? parsed[0] : parsed) as [string, JCardProperty[]];
    return fromJCard(card[1]);
  } catch {
    return undefined;
  }
}

const ADR_PARTS = [
  'PO box',
  'extended address',
  'street',
  'city',
  'region',
  'postal code',
  'country',
];
/** Types that say nothing about which address, phone or e-mail it is. */
const PLAIN_TYPES = new Set([
  'PREF',
  'INTERNET',
  'VOICE',
  'X400',
  'POSTAL',
  'PARCEL',
  'DOM',
  'INTL',
]);

const text = (property: CardProperty | undefined) => property?.value.trim() ?? '';

/** A card's properties to what a reader expects on its client. */
export function cardToContact(properties: readonly CardProperty[], where: string): ExpectedContact {
  const all = (name: string) => properties.filter((p) => p.name === name);
  const fn = text(all('FN')[0]);
  const n = all('N')[0]?.components.map((c) => c.trim()) ?? [];
  const [family = '', given = '', additional = '', prefix = '', suffix = ''] = n;
  const org = (all('ORG')[0]?.components[0] ?? '').trim();
  const emails = [
    ...new Set(
      all('EMAIL')
        .map((p) => p.value.trim().replace(/^mailto:/i, ''))
        .filter(Boolean),
    ),
  ];
  const phones = [
    ...new Set(
      all('TEL')
        .map((p) => p.value.trim())
        .filter((v) => v.replace(/\D/g, '').length >= 3),
    ),
  ];

  const personNames = [
    fn,
    [prefix, given, additional, family, suffix].filter(Boolean).join(' '),
    [given, family].filter(Boolean).join(' '),
  ].filter(Boolean);
  const names =
    personNames.length > 0
      ? [...new Set(personNames)]
      : [org || emails[0] || phones[0] || ''].filter(Boolean);
  const nameIsPhone = personNames.length === 0 && !org && !emails[0] && phones.length > 0;

  const values: ExpectedValue[] = [
    ...emails.map((value, i) => ({
      kind: 'email' as const,
      label: ordinalLabel('e-mail', i + 1),
      value,
    })),
    ...phones.map((value, i) => ({
      kind: 'phone' as const,
      label: ordinalLabel('phone', i + 1),
      value,
    })),
  ];
  const urls = [
    ...new Set(
      all('URL')
        .map((p) => p.value.trim())
        .filter(Boolean),
    ),
  ];
  urls.forEach((value, i) => {
    values.push({ kind: 'website', label: ordinalLabel('URL', i + 1), value });
  });
  if (org) values.push({ kind: 'company', label: 'ORG', value: org });
  const title = text(all('TITLE')[0]);
  if (title) values.push({ kind: 'position', label: 'TITLE', value: title });
  const note = text(all('NOTE')[0]);
  if (note) values.push({ kind: 'note', label: 'NOTE', value: note });

  const addresses = all('ADR')
    .map((property) => {
      const type = property.types.find((t) => !PLAIN_TYPES.has(t));
      return {
        label: type ? `ADR;${type}` : 'ADR',
        parts: property.components
          .map((value, i) => ({ label: ADR_PARTS[i] ?? `part ${i + 1}`, value: value.trim() }))
          .filter((part) => part.value !== ''),
      };
    })
    .filter((address) => address.parts.length > 0);

  return { where, names, nameIsPhone, values, addresses };
}

export function readVcardFile(bytes: Uint8Array): VcardReading {
  const { binary, encoding } = binaryText(bytes);
  const reading: VcardReading = {
    contacts: [],
    empty: 0,
    readers: { icaljs: 0, lines: 0 },
    encoding,
  };
  splitCards(binary).forEach((lines, index) => {
    let properties = needsLineReader(lines) ? undefined : readWithIcal(lines);
    if (properties) reading.readers.icaljs++;
    else {
      properties = readCardLines(lines);
      reading.readers.lines++;
    }
    const contact = cardToContact(properties, `card ${index + 1}`);
    if (contact.names.length === 0) reading.empty++;
    else reading.contacts.push(contact);
  });
  return reading;
}
