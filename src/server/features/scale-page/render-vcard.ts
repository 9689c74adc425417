// "Save contact": the owner's public details as a vCard 3.0 (RFC 2426), which
// phones import into their address book.
import { absoluteUrl, isSafeImageUrl } from '../../http/escape';
import { displayNameOf } from './render-scale-page';
import type { ScalePageProfile } from './scale-page-data';

/** RFC 2426 text value: backslash, comma and semicolon escaped, newlines as \n. */
export function escapeVCardText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;');
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 2425 folding). */
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

export function renderVCard(profile: ScalePageProfile, publicUrl: string): string {
  const name = displayNameOf(profile);
  const pageUrl = `${publicUrl}/${encodeURIComponent(profile.username)}`;
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${escapeVCardText(name)};;;;`,
    `FN:${escapeVCardText(name)}`,
  ];
  const bio = profile.bio?.trim();
  if (bio) lines.push(`NOTE:${escapeVCardText(bio)}`);
  const phone = profile.phoneNumber?.replace(/[^\d+]/g, '');
  if (phone) lines.push(`TEL;TYPE=CELL,VOICE:${phone}`);
  lines.push(`URL:${escapeVCardText(pageUrl)}`);
  if (profile.avatarUrl && isSafeImageUrl(profile.avatarUrl)) {
    lines.push(`PHOTO;VALUE=URI:${absoluteUrl(profile.avatarUrl, publicUrl)}`);
  }
  lines.push('END:VCARD');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
