// The share code of a tracking link: 22 base62 characters from the system's CSPRNG
// (~130 bits), so a link cannot be found by guessing (see migration 0020).
import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const TRACKING_CODE_LENGTH = 22;
/** The largest multiple of 62 below 256: bytes at or above it would favour some letters. */
const UNBIASED_LIMIT = 248;

export function newTrackingCode(): string {
  let code = '';
  while (code.length < TRACKING_CODE_LENGTH) {
    for (const byte of randomBytes(32)) {
      if (byte >= UNBIASED_LIMIT) continue;
      code += ALPHABET[byte % ALPHABET.length];
      if (code.length === TRACKING_CODE_LENGTH) break;
    }
  }
  return code;
}
