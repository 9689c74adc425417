// The booking pages are the web app's (/schedule/:userId, /schedule/:userId/:slug,
// /schedule/cancel/:token), but a shared link is previewed by programs that run no
// JavaScript: the server answers the app's HTML shell with the page's title and Open
// Graph / Twitter tags already in it. Every value is escaped; the host chose them.
import { type Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import { SCHEDULING_MESSAGES } from '../../../core/messages';
import type { DB } from '../../db/types';
import type { AppDeps, AppEnv } from '../../http/types';
import { prepareHtml, sendHtml } from '../../public/marketing/html-response';
import { absoluteUrl, escapeHtml, isSafeImageUrl } from '../../public/scale-page/escape';
import { hostNameOf } from './booking-mails';

export type PageMeta = {
  title: string;
  description: string;
  /** Absolute */
  url: string;
  image: string | null;
};

/** Puts the page's title, description and sharing tags into the app's index.html. */
export function injectPageMeta(indexHtml: string, meta: PageMeta): string {
  const tags = [
    '<meta property="og:type" content="website">',
    '<meta property="og:site_name" content="Scale">',
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}">`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}">`] : []),
    '<meta name="twitter:card" content="summary">',
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    ...(meta.image ? [`<meta name="twitter:image" content="${escapeHtml(meta.image)}">`] : []),
  ].join('');
  return (
    indexHtml
      // Replacement functions: a "$&" in a host's text must stay text.
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${escapeHtml(meta.description)}">${tags}`,
      )
  );
}

type HostRow = { displayName: string | null; avatarUrl: string | null };

async function findHost(db: Kysely<DB>, userId: string): Promise<HostRow | undefined> {
  return db
    .selectFrom('profiles')
    .select(['displayName', 'avatarUrl'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

function imageOf(host: HostRow, publicUrl: string): string | null {
  return host.avatarUrl && isSafeImageUrl(host.avatarUrl)
    ? absoluteUrl(host.avatarUrl, publicUrl)
    : null;
}

/** The tags of /schedule/:userId/:slug; undefined leaves the shell as it is (the page shows the error). */
export async function eventTypePageMeta(
  db: Kysely<DB>,
  userId: string,
  slug: string,
  publicUrl: string,
): Promise<PageMeta | undefined> {
  const host = await findHost(db, userId);
  if (!host) return undefined;
  const eventType = await db
    .selectFrom('scheduling_event_types')
    .select(['name', 'description', 'duration'])
    .where('userId', '=', userId)
    .where('slug', '=', slug)
    .where('isActive', '=', true)
    .executeTakeFirst();
  const hostName = hostNameOf(host.displayName);
  if (!eventType) return undefined;
  return {
    title: `${eventType.name} | ${SCHEDULING_MESSAGES.bookingPageTitle(hostName)}`,
    description:
      eventType.description?.trim() ||
      `Book a ${eventType.duration}-minute meeting with ${hostName}.`,
    url: `${publicUrl}/schedule/${encodeURIComponent(userId)}/${encodeURIComponent(slug)}`,
    image: imageOf(host, publicUrl),
  };
}

/** The tags of the chooser /schedule/:userId. */
export async function hostPageMeta(
  db: Kysely<DB>,
  userId: string,
  publicUrl: string,
): Promise<PageMeta | undefined> {
  const host = await findHost(db, userId);
  if (!host) return undefined;
  const hostName = hostNameOf(host.displayName);
  return {
    title: SCHEDULING_MESSAGES.bookingPageTitle(hostName),
    description: `Pick a meeting type and a time to book with ${hostName}.`,
    url: `${publicUrl}/schedule/${encodeURIComponent(userId)}`,
    image: imageOf(host, publicUrl),
  };
}

/** The booking page's source in the web app, as the build's manifest names it. */
const BOOKING_PAGE_SOURCE = 'features/scheduling/booking/booking-page.tsx';
const NOINDEX = /<meta name="robots" content="noindex"\s*\/?>/;

/**
 * The booking pages' shell, before the web app's generic routes. `indexHtml` is the
 * built app's HTML (undefined when it is not built: the generic route answers then);
 * `modulePreloads` answers the preload tags of a page's chunks.
 */
export function bookingPageShellRoutes(
  { config, database }: AppDeps,
  indexHtml: () => string | undefined,
  modulePreloads: (source: string) => string,
): Hono<AppEnv> {
  // Read per request: some callers build these routes without a database (web-app tests).
  const db = () => database.db;
  async function answer(
    c: Context<AppEnv>,
    next: () => Promise<void>,
    meta: () => Promise<PageMeta | undefined>,
    options: { isIndexable: boolean; preloads?: string } = { isIndexable: false },
  ) {
    const html = indexHtml();
    if (html === undefined) return next();
    const found = await meta();
    let page = found ? injectPageMeta(html, found) : html;
    // A host's booking pages are public and listed in robots.txt: search engines may
    // index them (the shell's default noindex is for the signed-in app).
    if (found && options.isIndexable) {
      page = page.replace(NOINDEX, () => '<meta name="robots" content="index,follow">');
    }
    // The page's chunks load with the entry script instead of after it has run.
    if (options.preloads) page = page.replace('</head>', () => `${options.preloads}</head>`);
    // The shell's assets are hashed: the page must revalidate like the app's other routes.
    return sendHtml(c, prepareHtml(page), { headers: { 'X-Content-Type-Options': 'nosniff' } });
  }
  return new Hono<AppEnv>()
    .get('/schedule/cancel/:token', (c, next) =>
      // The invitee's private link: the same neutral title for everyone, nothing about them.
      answer(c, next, async () => ({
        title: 'Cancel or reschedule your booking | Scale',
        description: 'Cancel your booking or pick another time.',
        url: `${config.publicUrl}/schedule/cancel`,
        image: null,
      })),
    )
    .get('/schedule/:userId/:slug', (c, next) =>
      answer(
        c,
        next,
        () => eventTypePageMeta(db(), c.req.param('userId'), c.req.param('slug'), config.publicUrl),
        { isIndexable: true, preloads: modulePreloads(BOOKING_PAGE_SOURCE) },
      ),
    )
    .get('/schedule/:userId', (c, next) =>
      answer(c, next, () => hostPageMeta(db(), c.req.param('userId'), config.publicUrl), {
        isIndexable: true,
      }),
    );
}
