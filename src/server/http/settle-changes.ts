// A write's response waits until this process has heard of the changes it committed
// (the event hub's settled()), so the next read sees them: the Scale Page cache drops a
// page on a NOTIFY, and on PostgreSQL that NOTIFY arrives asynchronously. Without this,
// "switch the contact form on, open the page" could show the old page for a moment.
// Only a request that published a change waits: the click and view beacons never do.
import type { MiddlewareHandler } from 'hono';
import type { EventHub } from '../platform/events/event-hub';
import { publishedInRequest } from '../platform/events/publish';
import type { AppEnv } from './types';

export function settleChanges(events: EventHub): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const request = { published: false };
    await publishedInRequest.run(request, next);
    if (request.published && c.res.status < 400) await events.settled();
  };
}
