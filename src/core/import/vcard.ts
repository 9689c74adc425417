// A vCard reader for versions 2.1, 3.0 and 4.0, fed one physical line at a time so a
// large .vcf streams through without being held whole. Handles folded lines (space or
// tab), QUOTED-PRINTABLE (2.1, with soft line breaks) and BASE64 values, a CHARSET per
// property, escaped \\ \, \; \: \" \n, TYPE parameters in all three syntaxes
// (`TEL;CELL:`, `TEL;TYPE=cell:`, `TEL;TYPE="cell,voice":`) and Apple's `item1.`
// groups, whose `item1.X-ABLabel` names the type of the group's phone, e-mail,
// address or website.
//
// Why lines may be "byte strings" (decision 041): a 2.1 card says the character set of
// each property (`N;CHARSET=ISO-8859-1:M\xFCller`, `FN;CHARSET=UTF-8:J\xC3\xBCrgen`), and
// one file may mix them. Decoding the file as a whole first would turn one of the two
// into mojibake, and re-encoding the result cannot bring the bytes back (a byte that was
// not valid UTF-8 became U+FFFD). So an 8-bit file is handed over undecided: every
// character of a line stands for one byte (U+0000–U+00FF, what ISO-8859-1 does). The
// structure (`;` `:` `,` `=` `\` and line breaks) is ASCII in every charset a vCard is
// written in, so it is parsed on the bytes; each value is then decoded alone: in its
// CHARSET, else as UTF-8 when it is valid UTF-8 (the default of vCard 3.0 and 4.0, and
// what a value of the wrong code page almost never is), else in the file's legacy code
// page. A UTF-16 file is decoded to text first (its bytes are no ASCII structure); a
// CHARSET then matters only where bytes are spelled out: quoted-printable and base64.
import type { AddressType, EmailType, PhoneType } from '../clients';
import { emptyContact, type ImportContact } from './import-contact';

export type VCardProperty = {
  /** `item1` of `item1.TEL`, lower case; undefined without a group. */
  group?: string;
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

/** How the lines a reader is given are to be turned into text. */
export type VCardDecoding = {
  /**
   * true: each character of a line is one byte of the file (an 8-bit file); false: the
   * lines are text already (a UTF-16 file, or a string a test wrote).
   */
  bytes: boolean;
  /** The code page of a value that has no CHARSET and is not valid UTF-8. */
  legacyCharset: string;
};

const TEXT_LINES: VCardDecoding = { bytes: false, legacyCharset: 'windows-1252' };

const ENCODINGS = new Set(['quoted-printable', 'base64', 'b', '8bit', '7bit']);
/** Binary values nobody imports: skipped without decoding their (large) base64. */
const SKIPPED = new Set(['PHOTO', 'LOGO', 'SOUND', 'KEY']);

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

/**
 * RFC 6350's escapes (\\ \, \; \n) and those writers add anyway (\: in Apple's URLs,
 * \" in some notes). Any other backslash is text (a Windows path in a note).
 */
export function unescapeValue(value: string): string {
  return value.replace(/\\([\\,;nN:"])/g, (_, char: string) =>
    char === 'n' || char === 'N' ? '\n' : char,
  );
}

/** Bytes → one character per byte (the form a reader in byte mode is given lines in). */
export function toByteString(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 8192) {
    text += String.fromCharCode(...bytes.subarray(index, index + 8192));
  }
  return text;
}

function fromByteString(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index) & 0xff;
  return bytes;
}

const decoders = new Map<string, TextDecoder | null>();
/** A decoder for a CHARSET label, or null when TextDecoder knows no such charset. */
function decoderFor(label: string, fatal = false): TextDecoder | null {
  const key = `${label.toLowerCase()}|${fatal}`;
  let decoder = decoders.get(key);
  if (decoder === undefined) {
    try {
      decoder = new TextDecoder(label, { fatal });
    } catch {
      decoder = null;
    }
    decoders.set(key, decoder);
  }
  return decoder;
}

function isAscii(bytes: Uint8Array): boolean {
  for (const byte of bytes) if (byte >= 0x80) return false;
  return true;
}

/** Bytes in their CHARSET, else UTF-8 when they are valid UTF-8, else the legacy code page. */
export function decodeBytes(
  bytes: Uint8Array,
  charset: string | undefined,
  legacy: string,
): string {
  if (isAscii(bytes)) return toByteString(bytes);
  const named = charset ? decoderFor(charset) : null;
  if (named) return named.decode(bytes);
  try {
    return (decoderFor('utf-8', true) as TextDecoder).decode(bytes);
  } catch {
    return (decoderFor(legacy) ?? (decoderFor('windows-1252') as TextDecoder)).decode(bytes);
  }
}

/** The bytes a quoted-printable value spells (soft line breaks already joined). */
function quotedPrintableBytes(value: string, bytes: boolean): Uint8Array {
  const out: number[] = [];
  const encoder = new TextEncoder();
  for (let index = 0; index < value.length; index++) {
    const char = value[index] as string;
    const hex = value.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9a-f]{2}$/i.test(hex)) {
      out.push(Number.parseInt(hex, 16));
      index += 2;
    } else if (char === '=' && index === value.length - 1) {
      // A soft line break left at the very end.
    } else if (bytes || char.charCodeAt(0) < 0x80) {
      out.push(char.charCodeAt(0) & 0xff);
    } else {
      for (const byte of encoder.encode(char)) out.push(byte);
    }
  }
  return Uint8Array.from(out);
}

export function decodeQuotedPrintable(
  value: string,
  charset?: string,
  decoding: VCardDecoding = TEXT_LINES,
): string {
  return decodeBytes(quotedPrintableBytes(value, decoding.bytes), charset, decoding.legacyCharset);
}

function decodeBase64(value: string, charset: string | undefined, decoding: VCardDecoding): string {
  try {
    const binary = atob(value.replace(/\s+/g, ''));
    return decodeBytes(fromByteString(binary), charset, decoding.legacyCharset);
  } catch {
    return value;
  }
}

const unquote = (text: string) => text.replace(/^"|"$/g, '');

/** One unfolded content line → its property, or undefined when it is not one. */
export function parseProperty(
  line: string,
  decoding: VCardDecoding = TEXT_LINES,
): VCardProperty | undefined {
  const colon = indexOutsideQuotes(line, ':');
  if (colon === -1) return undefined;
  const head = line.slice(0, colon);
  const rawValue = line.slice(colon + 1);
  const [nameWithGroup = '', ...params] = splitOutsideQuotes(head, ';');
  const dot = nameWithGroup.lastIndexOf('.');
  const name = nameWithGroup
    .slice(dot + 1)
    .trim()
    .toUpperCase();
  if (name === '') return undefined;
  const group = dot > 0 ? nameWithGroup.slice(0, dot).trim().toLowerCase() : undefined;

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
  let value: string;
  if (SKIPPED.has(name)) value = '';
  else if (encoding === 'quoted-printable')
    value = decodeQuotedPrintable(rawValue, charset, decoding);
  else if (encoding === 'b' || encoding === 'base64')
    value = decodeBase64(rawValue, charset, decoding);
  else if (decoding.bytes)
    value = decodeBytes(fromByteString(rawValue), charset, decoding.legacyCharset);
  else value = rawValue;
  return { ...(group ? { group } : {}), name, types, pref, value };
}

function indexOutsideQuotes(text: string, char: string): number {
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const current = text[index];
    if (current === '"') quoted = !quoted;
    else if (current === char && !quoted) return index;
  }
  return -1;
}

/**
 * Apple's label of a group ("_$!<HomePage>!$_", "_$!<Mobile>!$_", or a label the user
 * typed) → readable words: "Home page", "Mobile", "Büro".
 */
export function abLabelText(label: string): string {
  const inner = /^_?\$!<(.*)>!\$_?$/.exec(label.trim())?.[1];
  if (inner === undefined) return label.trim();
  const words = inner.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The words of a label as type keywords ("Home FAX" → home, fax; "iPhone" → iphone). */
function labelTypes(label: string | undefined): string[] {
  if (!label) return [];
  const text = abLabelText(label).toLowerCase();
  return [text.replace(/\s+/g, ''), ...text.split(/[^\p{L}]+/u).filter(Boolean)];
}

const MOBILE = new Set([
  'cell',
  'mobile',
  'iphone',
  'handy',
  'cellular',
  'portable',
  'móvil',
  'mobil',
]);
const WORK = new Set([
  'work',
  'office',
  'business',
  'büro',
  'arbeit',
  'travail',
  'main',
  'company',
]);
const HOME = new Set(['home', 'personal', 'private', 'privat', 'zuhause', 'domicile']);

/** Spec §5: "Phone type is taken from cell, work or home, else other." */
export function phoneTypeOf(types: readonly string[]): PhoneType {
  if (types.some((type) => MOBILE.has(type))) return 'mobile';
  if (types.some((type) => WORK.has(type))) return 'work';
  if (types.some((type) => HOME.has(type))) return 'home';
  return 'other';
}

/** Types that say nothing about whose address it is. */
const NEUTRAL_EMAIL = new Set(['internet', 'x400', 'pref', 'email']);

/**
 * work → work, home / personal → personal; an address with no type, or only INTERNET,
 * is the spec's default, work; any other type (other, x-custom, …) is other.
 */
export function emailTypeOf(types: readonly string[]): EmailType {
  if (types.some((type) => WORK.has(type))) return 'work';
  if (types.some((type) => HOME.has(type))) return 'personal';
  if (types.every((type) => NEUTRAL_EMAIL.has(type))) return 'work';
  return 'other';
}

/** 2.1/3.0 postal types that say nothing about whose address it is. */
const NEUTRAL_ADDRESS = new Set(['dom', 'intl', 'postal', 'parcel', 'pref']);

/** work → office, home → home, billing / shipping as named; no type: the spec's office. */
export function addressTypeOf(types: readonly string[]): AddressType {
  if (types.some((type) => WORK.has(type))) return 'office';
  if (types.some((type) => HOME.has(type))) return 'home';
  if (types.some((type) => type === 'billing' || type === 'invoice')) return 'billing';
  if (types.some((type) => type === 'shipping' || type === 'delivery')) return 'shipping';
  if (types.every((type) => NEUTRAL_ADDRESS.has(type))) return 'office';
  return 'other';
}

/**
 * A URL's TYPE (or its group's label) as the website's label; none: the default. A label
 * a person typed (not one of Apple's `_$!<…>!$_`) is kept as written: our export writes
 * a website's label so, and "blog" must come back "blog".
 */
function websiteLabel(types: readonly string[], label: string | undefined): string | undefined {
  const typed = label?.trim();
  if (typed && abLabelText(typed) === typed) return typed.slice(0, 50);
  const text = label ? abLabelText(label) : types.find((type) => type !== 'internet');
  if (!text) return undefined;
  const words = text.startsWith('x-') ? text.slice(2) : text;
  return (words.charAt(0).toUpperCase() + words.slice(1)).slice(0, 50) || undefined;
}

/** A tel: URI or a typed number → the number as people write it ("… ext. 12"). */
function phoneText(value: string): string {
  const [number = '', ...params] = value.replace(/^tel:/i, '').split(';');
  const extension = params.map((param) => /^ext=(.+)$/i.exec(param.trim())?.[1]).find(Boolean);
  return extension ? `${number.trim()} ext. ${extension}` : number.trim();
}

const text = (value: string) => unescapeValue(value).replace(/\r\n?/g, '\n').trim();

/** A card's properties → the import's contact (spec §5: FN or N, ORG, TITLE, TEL, EMAIL, ADR, URL). */
export function vcardToContact(properties: readonly VCardProperty[]): ImportContact {
  const contact = emptyContact();
  // A card may hold several titles (RFC 6350 allows it): the position keeps them all.
  const titles: string[] = [];
  let role: string | undefined;
  const labels = new Map<string, string>();
  for (const property of properties) {
    if (property.group && property.name === 'X-ABLABEL') {
      labels.set(property.group, text(property.value));
    }
  }
  for (const property of properties) {
    const { value, pref } = property;
    const label = property.group ? labels.get(property.group) : undefined;
    const types = [...property.types, ...labelTypes(label)];
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
      case 'TITLE': {
        const title = text(value);
        if (title && !titles.includes(title)) titles.push(title);
        break;
      }
      case 'ROLE':
        role ??= text(value) || undefined;
        break;
      case 'TEL': {
        const number = phoneText(text(value));
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
        const websiteName = websiteLabel(property.types, label);
        if (url) {
          contact.websites.push({
            url,
            ...(websiteName ? { label: websiteName } : {}),
            isDefault: pref,
          });
        }
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
  contact.position = titles.length > 0 ? titles.join(', ') : role;
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

  constructor(private readonly decoding: VCardDecoding = TEXT_LINES) {}

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
    const property = parseProperty(line, this.decoding);
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
    if (this.card && !SKIPPED.has(property.name)) this.card.properties.push(property);
    return [];
  }
}

function isQuotedPrintable(line: string): boolean {
  const head = line.slice(0, Math.max(0, indexOutsideQuotes(line, ':')));
  return /quoted-printable/i.test(head);
}

/**
 * A whole .vcf → its cards (the server streams lines into a VCardReader instead). Text
 * is read as it is; bytes are read as an 8-bit file (each value in its own charset).
 */
export function parseVCards(
  content: string | Uint8Array,
  legacyCharset = 'windows-1252',
): VCardEntry[] {
  const bytes = typeof content !== 'string';
  const reader = new VCardReader(bytes ? { bytes: true, legacyCharset } : TEXT_LINES);
  const entries: VCardEntry[] = [];
  const source = bytes ? toByteString(content) : content;
  const lines = source.replace(bytes ? /^\xEF\xBB\xBF/ : /^\uFEFF/, '').split(/\r\n|\r|\n/);
  lines.forEach((line, index) => {
    entries.push(...reader.push(line, index + 1));
  });
  entries.push(...reader.end());
  return entries;
}
