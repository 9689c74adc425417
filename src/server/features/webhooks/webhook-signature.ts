// The Standard Webhooks scheme (https://www.standardwebhooks.com): a secret is `whsec_`
// + base64 of random bytes; a message's signature is `v1,` + base64 of
// HMAC-SHA256(key = the decoded secret, `${id}.${timestamp}.${body}`).
import { createHmac, randomBytes } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';

/** A new signing secret: 24 random bytes (the spec asks for 24 to 64). */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
}

/** A message id: the `webhook-id` header, the same on every attempt. */
export function newMessageId(): string {
  return `msg_${randomBytes(18).toString('base64url')}`;
}

export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const digest = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${digest}`;
}

/** The three headers of one attempt, signed at `now`. */
export function webhookHeaders(
  secret: string,
  id: string,
  body: string,
  now = new Date(),
): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'Scale-Webhooks/1.0',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(secret, id, timestamp, body),
  };
}
