// GET /api/v1/events: the signed-in user's live updates as Server-Sent Events.
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { API_KEY_MESSAGES } from '../../../core/messages';
import { HttpError } from '../../http/errors';
import type { AppDeps, AppEnv } from '../../http/types';
import type { ChangeEvent } from './publish';

/** Below the idle timeouts of common proxies and load balancers (often 30-60 s). */
export const HEARTBEAT_MS = 25_000;
/** How soon a browser's EventSource reconnects after the stream drops. */
const RETRY_MS = 3_000;

export function eventRoutes({ events }: AppDeps, options = { heartbeatMs: HEARTBEAT_MS }) {
  return new Hono<AppEnv>().get('/events', (c) => {
    // The live updates are a signed-in person's; an API key has none (decision 071).
    if (c.get('apiKey')) throw new HttpError('forbidden', API_KEY_MESSAGES.keyCannotBeUsed);
    const user = c.get('user');
    if (!user) throw new HttpError('unauthorized', 'Sign in required');
    // Proxies such as nginx would otherwise hold events back in their buffers.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const closed = new Promise<void>((resolve) => stream.onAbort(resolve));
      // Writes are chained so events and heartbeats never interleave mid-message.
      let writing = Promise.resolve();
      const send = (chunk: string) => {
        writing = writing.then(() => stream.write(chunk)).then(() => {});
      };
      const unsubscribe = events.subscribe(user.id, (event: ChangeEvent) => {
        send(`data: ${JSON.stringify(event)}\n\n`);
      });
      const heartbeat = setInterval(() => send(': heartbeat\n\n'), options.heartbeatMs);
      try {
        // Subscribed before this first line, so a client that sees it misses nothing after.
        send(`retry: ${RETRY_MS}\n: connected\n\n`);
        await closed;
      } finally {
        clearInterval(heartbeat);
        unsubscribe();
      }
    });
  });
}
