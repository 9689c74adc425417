// An API key's secret: "scale_" and 32 random bytes in base64url (256 bits), shown once.
// Only its SHA-256 is stored: a secret this long cannot be guessed, so a slow password
// hash would buy nothing and cost a hash per request (decision 071).
import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '../../../core/api-key-schemas';

const SECRET_BYTES = 32;
/** How much of the random part the list shows: enough to tell keys apart, useless to guess. */
const VISIBLE_CHARACTERS = 8;
/** What a well-formed secret looks like; anything else is refused without a query. */
const SECRET_SHAPE = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);

export function newApiKeySecret(): { secret: string; prefix: string; tokenHash: string } {
  const secret = `${API_KEY_PREFIX}${randomBytes(SECRET_BYTES).toString('base64url')}`;
  return {
    secret,
    prefix: secret.slice(0, API_KEY_PREFIX.length + VISIBLE_CHARACTERS),
    tokenHash: hashApiKeySecret(secret),
  };
}

export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function isApiKeySecretShape(value: string): boolean {
  return SECRET_SHAPE.test(value);
}
