// A vCard reader for versions 2.1, 3.0 and 4.0, fed one physical line at a time so a
// large .vcf streams through without being held whole. Handles folded lines,
// QUOTED-PRINTABLE (2.1, with soft line breaks) and BASE64 values in their CHARSET,
// escaped \\ \, \; \n, and TYPE parameters in all three syntaxes: `TEL;CELL:`,
// `TEL;TYPE=cell:`, `TEL;TYPE="cell,voice":`.
import type { AddressType, EmailType, PhoneType } from '../clients';
import { emptyContact, type ImportContact } from './import-contact';

export type VCardProperty = {
  name: string;
  /** TYPE values, lower case, from every syntax (bare 2.1 params included). */
  types: string[];
  /** PREF=1 (4.0) or TYPE=pref (3.0, 2.1). */
  pref: boolean;
  /** The value decoded to text, still escaped (split and unescape per property). */
  value: string;
};

export type VCardEntry = {
  /** The line of BEGIN:VCARD, so a failed card can be found in the file. */
  line: number;
  contact: ImportContact;
};

const ENCODINGS = new Set(['quoted-printable', 'base64', 'b', '8bit', '7bit']);

/** Splits at `separator` characters outside double quotes. */
function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    if (char === separator && !quoted) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

/** Splits at separators not escaped by a backslash; the parts keep their escapes. */
function splitUnescaped(value: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let index = 0; index < value.length; index++) {
    const char = value[index];
    if (char === '\\' && index + 1 < value.length) {
      current += char + value[index + 1];
      index++;
    } else if (char === separator) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

export function unescapeValue(value: string): string {
  return value.replace(/\\([\\,;nN:])/g, (_, char: string) =>
    char === 'n' || char === 'N' ? '\n' : char,
  );
}

function decodeBytes(bytes: Uint8Array, charset: string | undefined): string {
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    // An unknown CHARSET: UTF-8 is the best remaining guess.
    return new TextDecoder('utf-8').decode(bytes);
  }
}

export function decodeQuotedPrintable(value: string, charset?: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < value.length; index++) {
    const char = value[index] as string;
    const hex = value.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else if (char === '=' && index === value.length - 1) {
      // A soft line break left at the very end.
    } else {
      for (const byte of new TextEncoder().encode(char)) bytes.push(byte);
    }
  }
  return decodeBytes(new Uint8Array(bytes), charset);
}

function decodeBase64(value: string, charset?: string): string {
  try {
    const binary = atob(value.replace(/\s+/g, ''));
    return decodeBytes(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
      charset,
    );
  } catch {
    return value;
  }
}

const unquote = (text: string) => text.replace(/^"|"$/g, '');

/** One unfolded content line → its property, or undefined when it is not one. */
export function parseProperty(line: string): VCardProperty | undefined {
  const parts = splitOutsideQuotes(line, ':');
  if (parts.length < 2) return undefined;
  const head = parts[0] as string;
  const rawValue = parts.slice(1).join(':');
  const [nameWithGroup = '', ...params] = splitOutsideQuotes(head, ';');
  const name = (nameWithGroup.split('.').pop() ?? '').trim().toUpperCase();
  if (name === '') return undefined;

  const types: string[] = [];
  let pref = false;
  let encoding: string | undefined;
  let charset: string | undefined;
  for (const param of params) {
    const equals = param.indexOf('=');
    const key = (equals === -1 ? '' : param.slice(0, equals)).trim().toLowerCase();
    const value = equals === -1 ? param.trim() : param.slice(equals + 1).trim();
    if (key === '' && ENCODINGS.has(value.toLowerCase())) encoding = value.toLowerCase();
    else if (key === 'encoding') encoding = unquote(value).toLowerCase();
    else if (key === 'charset') charset = unquote(value);
    else if (key === 'pref') pref = true;
    else if (key === 'type' || key === '') {
      for (const type of splitOutsideQuotes(value, ',')) {
        for (const part of unquote(type).split(',')) {
          const normalized = part.trim().toLowerCase();
          if (normalized === 'pref') pref = true;
          else if (normalized) types.push(normalized);
        }
      }
    }
  }
  const value =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(rawValue, charset)
      : encoding === 'b' || encoding === 'base64'
        ? decodeBase64(rawValue, charset)
        : rawValue;
  return { name, types, pref, value };
}

export function phoneTypeOf(types: readonly string[]): PhoneType {
  if (types.some((type) => type === 'cell' || type === 'mobile' || type === 'iphone')) {
    return 'mobile';
  }
  if (types.includes('work')) return 'work';
  if (types.includes('home')) return 'home';
  return 'other';
}

function emailTypeOf(types: readonly string[]): EmailType {
  if (types.includes('work')) return 'work';
  if (types.includes('home') || types.includes('personal')) return 'personal';
  return 'other';
}

function addressTypeOf(types: readonly string[]): AddressType {
  if (types.includes('work')) return 'office';
  if (types.includes('home')) return 'home';
  return 'other';
}

const text = (value: string) => unescapeValue(value).replace(/\r\n?/g, '\n').trim();

/** A card's properties → the import's contact (spec §5: FN or N, ORG, TITLE, TEL, EMAIL, ADR, URL). */
export function vcardToContact(properties: readonly VCardProperty[]): ImportContact {
  const contact = emptyContact();
  for (const property of properties) {
    const { value, types, pref } = property;
    switch (property.name) {
      case 'FN':
        contact.name ??= text(value) || undefined;
        break;
      case 'N': {
        const [family, given, additional] = splitUnescaped(value, ';').map(text);
        contact.lastName ??= family || undefined;
        contact.firstName ??= given || undefined;
        contact.middleName ??= additional?.replace(/,/g, ' ') || undefined;
        break;
      }
      case 'ORG':
        contact.company ??= text(splitUnescaped(value, ';')[0] ?? '') || undefined;
        break;
      case 'TITLE':
        contact.position = text(value) || contact.position;
        break;
      case 'ROLE':
        contact.position ??= text(value) || undefined;
        break;
      case 'TEL': {
        const number = text(value).replace(/^tel:/i, '');
        if (number) contact.phones.push({ number, type: phoneTypeOf(types), isDefault: pref });
        break;
      }
      case 'EMAIL': {
        const address = text(value).replace(/^mailto:/i, '');
        if (address) contact.emails.push({ address, type: emailTypeOf(types), isDefault: pref });
        break;
      }
      case 'ADR': {
        const [poBox, extended, street, city, state, postalCode, country] = splitUnescaped(
          value,
          ';',
        ).map(text);
        const lines = [...(street ?? '').split('\n'), extended, poBox]
          .map((line) => line?.trim())
          .filter(Boolean);
        const line1 = lines[0] ?? '';
        const line2 = lines.slice(1).join(', ');
        if ([line1, line2, city, state, postalCode, country].some(Boolean)) {
          contact.addresses.push({
            line1,
            line2: line2 || undefined,
            city: city || undefined,
            state: state || undefined,
            postalCode: postalCode || undefined,
            country: country || undefined,
            type: addressTypeOf(types),
            isDefault: pref,
          });
        }
        break;
      }
      case 'URL': {
        const url = text(value);
        if (url) contact.websites.push({ url, isDefault: pref });
        break;
      }
      case 'NOTE':
        contact.notes = [contact.notes, text(value)].filter(Boolean).join('\n\n') || undefined;
        break;
      case 'CATEGORIES':
        contact.tags.push(...splitUnescaped(value, ',').map(text).filter(Boolean));
        break;
    }
  }
  return contact;
}

/** Feeds lines in file order; hands back each card as its END:VCARD arrives. */
export class VCardReader {
  private pending: { text: string; line: number } | undefined;
  private card: { line: number; properties: VCardProperty[] } | undefined;
  /** Depth of 2.1 AGENT cards nested in the open card; their lines are skipped. */
  private nested = 0;
  /** Cards seen so far, complete or not. */
  cardsStarted = 0;

  /** One physical line (without its line break), numbered from 1. */
  push(raw: string, lineNumber: number): VCardEntry[] {
    const pending = this.pending;
    if (pending && (raw.startsWith(' ') || raw.startsWith('\t'))) {
      pending.text += raw.slice(1);
      return [];
    }
    if (pending?.text.endsWith('=') && isQuotedPrintable(pending.text)) {
      // A 2.1 soft line break: the value continues on this line.
      pending.text = pending.text.slice(0, -1) + raw;
      return [];
    }
    this.pending = { text: raw, line: lineNumber };
    return pending ? this.handle(pending.text, pending.line) : [];
  }

  /** The end of the file: the last line, and a card left open by a truncated file. */
  end(): VCardEntry[] {
    const pending = this.pending;
    this.pending = undefined;
    const entries = pending ? this.handle(pending.text, pending.line) : [];
    if (this.card) {
      entries.push({ line: this.card.line, contact: vcardToContact(this.card.properties) });
      this.card = undefined;
    }
    return entries;
  }

  private handle(line: string, lineNumber: number): VCardEntry[] {
    if (line.trim() === '') return [];
    const property = parseProperty(line);
    if (!property) return [];
    const keyword = property.value.trim().toUpperCase();
    if (property.name === 'BEGIN' && keyword === 'VCARD') {
      if (this.card) this.nested++;
      else {
        this.card = { line: lineNumber, properties: [] };
        this.cardsStarted++;
      }
      return [];
    }
    if (this.nested > 0) {
      if (property.name === 'END' && keyword === 'VCARD') this.nested--;
      return [];
    }
    if (property.name === 'END' && keyword === 'VCARD') {
      const card = this.card;
      this.card = undefined;
      return card ? [{ line: card.line, contact: vcardToContact(card.properties) }] : [];
    }
    if (this.card && property.name !== 'PHOTO' && property.name !== 'LOGO') {
      this.card.properties.push(property);
    }
    return [];
  }
}

function isQuotedPrintable(line: string): boolean {
  const head = splitOutsideQuotes(line, ':')[0] ?? '';
  return /quoted-printable/i.test(head);
}

/** A whole .vcf text → its cards (the server streams lines into a VCardReader instead). */
export function parseVCards(content: string): VCardEntry[] {
  const reader = new VCardReader();
  const entries: VCardEntry[] = [];
  const lines = content.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  lines.forEach((line, index) => {
    entries.push(...reader.push(line, index + 1));
  });
  entries.push(...reader.end());
  return entries;
}
