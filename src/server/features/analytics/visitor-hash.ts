// Unique visitors without storing who they are: a keyed hash of the day, the IP
// address and the user agent. The key is derived from the server secret, so the hash
// cannot be reversed by trying every IP; the day in it means a visitor cannot be
// followed from one day to the next.
import { createHmac } from 'node:crypto';

export type VisitorHashInput = {
  secret: string;
  ip: string | undefined;
  userAgent: string | undefined;
  now?: Date;
};

/** Recent hashes: a visitor loading several pages costs one HMAC, not one per request. */
const recent = new Map<string, string>();
const MAX_RECENT = 10_000;

export function visitorHash({ secret, ip, userAgent, now = new Date() }: VisitorHashInput): string {
  const day = now.toISOString().slice(0, 10);
  const message = `${day}\n${ip ?? ''}\n${userAgent ?? ''}`;
  const key = `${secret}\n${message}`;
  const known = recent.get(key);
  if (known) return known;
  const hash = createHmac('sha256', `scale-visitor-hash:${secret}`)
    .update(message)
    .digest('base64url')
    .slice(0, 22);
  // Entries of past days are useless; a full map simply starts over.
  if (recent.size >= MAX_RECENT) recent.clear();
  recent.set(key, hash);
  return hash;
}
