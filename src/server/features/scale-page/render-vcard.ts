// "Save contact": the owner's public details as a vCard 3.0 (RFC 2426, the version every
// phone's address book imports; its text escaping is RFC 6350's), holding what the page
// itself shows and nothing more: the name (split into family and given names), the bio,
// the Call and WhatsApp numbers, the e-mail addresses and numbers of its mailto: and tel:
// links, the page and its web links, and the avatar. The profile has no public e-mail,
// organization or job title of its own: an owner shows an e-mail by a mailto: link.
import { isSafeLinkUrl } from '../../http/escape';
import { displayNameOf, scalePageImage } from './render-scale-page';
import { linksOf, type ScalePageData } from './scale-page-data';
import { splitPersonName } from './split-person-name';

/** RFC 6350 §3.4 text value: backslash, comma and semicolon escaped, newlines as \n. */
export function escapeVCardText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;');
}

/**
 * A URI value is written as it is (RFC 6350 §4: escaping is for text), but only one
 * without a character that would end or fold the line (links are checked for that).
 */
function uriValue(value: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters would break the line
  return /[\u0000-\u0020\u007f]/.test(value) ? null : value;
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 6350 §3.2). */
function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const char of line) {
    const bytes = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (currentBytes + bytes > limit) {
      parts.push(current);
      current = '';
      currentBytes = 0;
    }
    current += char;
    currentBytes += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** "tel:+1 (555) 123-4567" or a profile number -> "+15551234567"; null without digits. */
function phoneDigits(value: string): string | null {
  const digits = value.replace(/[^\d+]/g, '');
  return /\d/.test(digits) ? digits : null;
}

/** The addresses of a mailto: link ("mailto:a@x.example,b@y.example?subject=Hi"). */
function mailtoAddresses(url: string): string[] {
  const [to = ''] = url.slice('mailto:'.length).split('?');
  return to
    .split(',')
    .map((part) => {
      try {
        return decodeURIComponent(part).trim();
      } catch {
        return '';
      }
    })
    .filter((address) => /^[^\s@<>"]+@[^\s@<>"]+$/.test(address));
}

export function renderVCard(data: ScalePageData, publicUrl: string): string {
  const { profile } = data;
  const name = displayNameOf(profile);
  const parts = splitPersonName(name);
  const pageUrl = `${publicUrl}/${encodeURIComponent(profile.username)}`;
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${[parts.family, parts.given, '', parts.prefix, parts.suffix].map(escapeVCardText).join(';')}`,
    `FN:${escapeVCardText(name)}`,
  ];
  const bio = profile.bio?.trim();
  if (bio) lines.push(`NOTE:${escapeVCardText(bio)}`);

  // Each number and address once, in the page's order: the Call and WhatsApp buttons
  // first, then the links.
  const phones = new Map<string, string>();
  const addPhone = (value: string | null | undefined, type: string) => {
    const digits = value ? phoneDigits(value) : null;
    if (digits && !phones.has(digits)) phones.set(digits, type);
  };
  addPhone(profile.phoneNumber, 'CELL,VOICE');
  addPhone(profile.whatsappNumber, 'CELL');
  const emails = new Set<string>();
  const urls = new Set<string>([pageUrl]);
  for (const link of linksOf(data.links)) {
    const url = link.url.trim();
    if (!isSafeLinkUrl(url)) continue;
    const lower = url.toLowerCase();
    if (lower.startsWith('mailto:')) {
      for (const address of mailtoAddresses(url)) emails.add(address);
    } else if (lower.startsWith('tel:')) {
      addPhone(url.slice('tel:'.length), 'VOICE');
    } else {
      const uri = uriValue(url);
      if (uri) urls.add(uri);
    }
  }
  for (const [digits, type] of phones) lines.push(`TEL;TYPE=${type}:${digits}`);
  for (const address of emails) lines.push(`EMAIL;TYPE=INTERNET:${escapeVCardText(address)}`);
  for (const url of urls) lines.push(`URL:${url}`);

  const photo = scalePageImage(profile, publicUrl);
  const photoUri = photo ? uriValue(photo.url) : null;
  if (photoUri) {
    const type = photo?.type === 'image/jpeg' ? ';TYPE=JPEG' : '';
    lines.push(`PHOTO;VALUE=URI${type}:${photoUri}`);
  }
  lines.push('END:VCARD');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
