// A write's response waits until this process has heard of the changes it committed
// (the event hub's settled()), so the next read sees them: the Scale Page cache drops a
// page on a NOTIFY, and on PostgreSQL that NOTIFY arrives asynchronously. Without this,
// "switch the contact form on, open the page" could show the old page for a moment.
import type { MiddlewareHandler } from 'hono';
import type { EventHub } from '../platform/events/event-hub';
import type { AppEnv } from './types';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function settleChanges(events: EventHub): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (UNSAFE_METHODS.has(c.req.method) && c.res.status < 400) await events.settled();
  };
}
