// A tracking link's password, kept as an scrypt hash ("scrypt$salt$hash", base64url):
// the owner never sees it again, and a stolen database does not give it away.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const derive = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
) => Promise<Buffer>;
const KEY_LENGTH = 32;

export async function hashLinkPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password.normalize('NFC'), salt, KEY_LENGTH);
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function linkPasswordMatches(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(
    password.normalize('NFC'),
    Buffer.from(salt, 'base64url'),
    expected.length,
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}
