// The calendar password at rest: AES-256-GCM under a key derived from AUTH_SECRET with
// HKDF-SHA256 (decision 059). A leaked database alone does not reveal the password; a
// changed AUTH_SECRET makes it unreadable (the settings page then asks to reconnect).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const INFO = 'scale/calendar-sync/password/v1';

function keyFrom(authSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret, 'scale-calendar-sync', INFO, 32));
}

export function sealSecret(authSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(authSecret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The password, or null when it cannot be opened (another AUTH_SECRET, a damaged value). */
export function openSecret(authSecret: string, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyFrom(authSecret),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
