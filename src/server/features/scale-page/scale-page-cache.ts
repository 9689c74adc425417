// The rendered Scale Pages kept in memory, one per username. A change to a
// user's profile, links or event types (the 'profiles', 'links' and
// 'scheduling_event_types' change events, which reach every server process through
// PostgreSQL NOTIFY) drops that user's copy at once;
// an age limit covers a LISTEN connection that was down while a change happened. A page
// whose links have a schedule also expires at its next start or end (decision 069), so
// it changes at that moment without any write.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { type HtmlPage, prepareHtml } from '../../http/html-response';
import type { EventHub } from '../../platform/events/event-hub';
import type { PreparedResponse } from './fast-path';
import { findScalePage } from './find-scale-page';
import { renderScalePage } from './render-scale-page';
import type { ScalePageData } from './scale-page-data';

export type CachedScalePage = {
  data: ScalePageData;
  page: HtmlPage;
  /** Sent with the page: its Content-Security-Policy and other hardening headers. */
  headers: Record<string, string>;
  /** The fast path's finished responses, by Accept-Encoding; they go with the page. */
  responses: Map<string, PreparedResponse>;
  loadedAt: number;
  /** When the copy stops being served: the age limit, or a link's schedule boundary. */
  expiresAt: number;
};

export type ScalePageCache = {
  /** The page for `username` (any case), or null when it is missing or not public. */
  get(username: string): Promise<CachedScalePage | null>;
  /** The page for `username` only if it is in memory and fresh (no database read). */
  peek(username: string): CachedScalePage | undefined;
  invalidateUser(userId: string): void;
  /** Stops listening for changes. */
  close(): void;
};

// Event types decide the Schedule button (none, one, several active); the appearance
// (issue 23) the page's look.
const INVALIDATING_ENTITIES = new Set([
  'profiles',
  'links',
  'scheduling_event_types',
  'scale_page_appearances',
]);

export function createScalePageCache(options: {
  db: Kysely<DB>;
  events: EventHub;
  publicUrl: () => string;
  maxEntries?: number;
  maxAgeMs?: number;
}): ScalePageCache {
  const maxEntries = options.maxEntries ?? 2000;
  const maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
  const entries = new Map<string, CachedScalePage>();
  const keyByUser = new Map<string, string>();
  const loading = new Map<string, Promise<CachedScalePage | null>>();
  // Bumped by every invalidation: a load that started before one may have read
  // the old rows, so its result is served once but not kept.
  let epoch = 0;

  function invalidateUser(userId: string) {
    epoch++;
    const key = keyByUser.get(userId);
    if (key === undefined) return;
    keyByUser.delete(userId);
    entries.delete(key);
    loading.delete(key);
  }

  const unsubscribe = options.events.subscribeAll((notification) => {
    if (INVALIDATING_ENTITIES.has(notification.entity)) invalidateUser(notification.userId);
  });

  async function load(key: string): Promise<CachedScalePage | null> {
    const startedAt = epoch;
    const loadedAt = Date.now();
    const data = await findScalePage(options.db, key, loadedAt);
    if (!data) return null;
    const rendered = renderScalePage(data, options.publicUrl());
    const entry: CachedScalePage = {
      data,
      page: prepareHtml(rendered.html),
      headers: {
        'Content-Security-Policy': rendered.contentSecurityPolicy,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
      },
      responses: new Map(),
      loadedAt,
      expiresAt: Math.min(loadedAt + maxAgeMs, data.nextChangeAt ?? Number.POSITIVE_INFINITY),
    };
    if (epoch === startedAt) {
      entries.delete(key);
      if (entries.size >= maxEntries) evictOldest();
      entries.set(key, entry);
      keyByUser.set(data.profile.userId, key);
    }
    return entry;
  }

  function evictOldest() {
    const oldest = entries.keys().next();
    if (oldest.done) return;
    const entry = entries.get(oldest.value);
    entries.delete(oldest.value);
    if (entry) keyByUser.delete(entry.data.profile.userId);
  }

  function peek(username: string): CachedScalePage | undefined {
    const entry = entries.get(username.toLowerCase());
    return entry && Date.now() < entry.expiresAt ? entry : undefined;
  }

  return {
    peek,
    async get(username) {
      const key = username.toLowerCase();
      const entry = peek(key);
      if (entry) return entry;
      // Many visitors arriving at once for an uncached page share one database read.
      let pending = loading.get(key);
      if (!pending) {
        pending = load(key).finally(() => {
          if (loading.get(key) === pending) loading.delete(key);
        });
        loading.set(key, pending);
      }
      return pending;
    },
    invalidateUser,
    close: unsubscribe,
  };
}
