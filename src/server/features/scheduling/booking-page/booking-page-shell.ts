// The booking pages are the web app's (/schedule/:userId, /schedule/:userId/:slug,
// /schedule/cancel/:token), but a shared link is previewed by programs that run no
// JavaScript: the server answers the app's HTML shell with the page's title and Open
// Graph / Twitter tags already in it. Every value is escaped; the host chose them.
// An event type's page also gets its first paint and its data (decision 023).

import { type Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import { SCHEDULING_MESSAGES } from '../../../../core/messages';
import { hostDisplayName } from '../../../../core/scheduling/host-display-name';
import type { PublicEventType } from '../../../../core/scheduling-schemas';
import { teamBookingPath } from '../../../../core/team-event-type-schemas';
import { bookingDocumentTitle } from '../../../../ui/booking-page/booking-page-frame';
import type { DB } from '../../../db/types';
import { HttpError } from '../../../http/errors';
import { prepareHtml, sendHtml } from '../../../http/html-response';
import { injectPageMeta, type PageMeta } from '../../../http/page-meta';
import type { AppDeps, AppEnv } from '../../../http/types';
import { type ShareImage, shareImageOf } from '../../../platform/storage/share-image';
import { loadPublicTeamEventType } from '../team-event-types/public-team-event-type';
import { findBookingByToken } from './booking-by-token';
import { renderBookingFirstPaint } from './booking-page-first-paint';
import { friendlySchedulePath, hostIdOf, isUserId, usernameOf } from './host-segment';
import { loadPublicEventType } from './public-event-type';

type HostRow = { displayName: string | null; avatarUrl: string | null };

async function findHost(db: Kysely<DB>, userId: string): Promise<HostRow | undefined> {
  return db
    .selectFrom('profiles')
    .select(['displayName', 'avatarUrl'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** The host's avatar as a JPEG of known size (link previews skip WebP), as on the Scale Page. */
function imageOf(host: HostRow, publicUrl: string): ShareImage | null {
  return shareImageOf(host.avatarUrl, publicUrl, `${hostDisplayName(host.displayName)}'s avatar`);
}

/** The tags of /schedule/:userId/:slug, from the event type the page shows. */
export function eventTypePageMeta(
  view: PublicEventType,
  publicUrl: string,
  username?: string,
): PageMeta {
  const { eventType } = view;
  const host = { ...view.host, username };
  const hostName = hostDisplayName(host.name);
  return {
    title: bookingDocumentTitle(view),
    description:
      eventType.description?.trim() ||
      `Book a ${eventType.duration}-minute meeting with ${hostName}.`,
    url: `${publicUrl}${friendlySchedulePath(host.username ?? host.id, eventType.slug)}`,
    image: imageOf({ displayName: host.name, avatarUrl: host.avatarUrl }, publicUrl),
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
  const username = await usernameOf(db, userId);
  const hostName = hostDisplayName(host.displayName);
  return {
    title: SCHEDULING_MESSAGES.bookingPageTitle(hostName),
    description: `Pick a meeting type and a time to book with ${hostName}.`,
    url: `${publicUrl}${friendlySchedulePath(username ?? userId)}`,
    image: imageOf(host, publicUrl),
  };
}

const NOINDEX = /<meta name="robots" content="noindex"\s*\/?>/;

type Shell = {
  html: string;
  meta?: PageMeta;
  isIndexable?: boolean;
  firstPaint?: { root: string; after: string };
};

/** The shell with the page's tags and, when given, the page's first paint in its root. */
function fillShell({ html, meta, isIndexable = false, firstPaint }: Shell): string {
  let page = meta ? injectPageMeta(html, meta) : html;
  // A host's booking pages are public and listed in robots.txt: search engines may
  // index them (the shell's default noindex is for the signed-in app).
  if (meta && isIndexable) {
    page = page.replace(NOINDEX, () => '<meta name="robots" content="index,follow">');
  }
  if (firstPaint) {
    page = page.replace(
      '<div id="root"></div>',
      () => `<div id="root">${firstPaint.root}</div>${firstPaint.after}`,
    );
  }
  return page;
}

/**
 * The booking pages' shell, before the web app's generic routes. `indexHtml` is the
 * built app's HTML and `bookingHtml` the booking page's own entry (decision 023); each
 * is undefined when it is not built: the generic route answers then.
 */
export function bookingPageShellRoutes(
  { config, database }: AppDeps,
  { indexHtml, bookingHtml }: { indexHtml: HtmlSource; bookingHtml: HtmlSource },
): Hono<AppEnv> {
  // Read per request: some callers build these routes without a database (web-app tests).
  const db = () => database.db;
  // The shell's assets are hashed: the page must revalidate like the app's other routes.
  const send = (c: Context<AppEnv>, page: string, status: 200 | 404 = 200) =>
    sendHtml(c, prepareHtml(page), {
      status,
      headers: { 'X-Content-Type-Options': 'nosniff' },
    });

  return (
    new Hono<AppEnv>()
      .get('/schedule/cancel/:token', (c, next) => {
        const html = indexHtml();
        if (html === undefined) return next();
        // The invitee's private link: the same neutral title for everyone, nothing about them.
        const meta = {
          title: 'Cancel or reschedule your booking | Scale',
          description: 'Cancel your booking or pick another time.',
          url: `${config.publicUrl}/schedule/cancel`,
          image: null,
        };
        return send(c, fillShell({ html, meta }));
      })
      // The reschedule link of the invitee's mail and pages (issue 21): on to the event
      // type's booking page, which shows the old time (or why it cannot move); a booking
      // whose event type is gone goes to its cancel page, which says so.
      .get('/schedule/reschedule/:token', async (c) => {
        const token = c.req.param('token');
        const found = await findBookingByToken(db(), token).catch(() => undefined);
        const query = `?reschedule=${encodeURIComponent(token)}`;
        if (found?.summary.bookingPath)
          return c.redirect(`${found.summary.bookingPath}${query}`, 302);
        return c.redirect(`/schedule/cancel/${encodeURIComponent(token)}`, 302);
      })
      // A team event type's page (issue 22): the app's shell with its tags; 404 unknown.
      .get('/team/:orgSlug/:slug', async (c, next) => {
        const html = indexHtml();
        if (html === undefined) return next();
        const view = await findTeamEventTypeView(db(), c.req.param('orgSlug'), c.req.param('slug'));
        if (!view) return send(c, fillShell({ html }), 404);
        const meta: PageMeta = {
          title: bookingDocumentTitle(view),
          description:
            view.eventType.description?.trim() ||
            `Book a ${view.eventType.duration}-minute meeting with ${view.host.name}.`,
          url: `${config.publicUrl}${teamBookingPath(c.req.param('orgSlug'), view.eventType.slug)}`,
          image: null,
        };
        return send(c, fillShell({ html, meta, isIndexable: true }));
      })
      .get('/schedule/:userId/:slug', async (c, next) => {
        const html = bookingHtml() ?? indexHtml();
        if (html === undefined) return next();
        const segment = c.req.param('userId');
        // The id form (issue 21): moved for good to the friendly one, query kept.
        const username = isUserId(segment) ? await usernameOf(db(), segment) : undefined;
        if (username) {
          return c.redirect(withQuery(c, friendlySchedulePath(username, c.req.param('slug'))), 308);
        }
        const userId = await hostIdOf(db(), segment);
        const view = await findPublicEventType(db(), userId, c.req.param('slug'));
        // Unknown or inactive: the page's script asks the API and shows §8's message; link
        // checkers and previews hear that there is nothing here.
        if (!view) return send(c, html, 404);
        return send(
          c,
          fillShell({
            html,
            meta: eventTypePageMeta(view, config.publicUrl, segment),
            isIndexable: true,
            firstPaint: renderBookingFirstPaint(view),
          }),
        );
      })
      .get('/schedule/:userId', async (c, next) => {
        const html = indexHtml();
        if (html === undefined) return next();
        const segment = c.req.param('userId');
        const username = isUserId(segment) ? await usernameOf(db(), segment) : undefined;
        if (username) return c.redirect(withQuery(c, friendlySchedulePath(username)), 308);
        const meta = await hostPageMeta(db(), await hostIdOf(db(), segment), config.publicUrl);
        // No such host: the page shows §8's message, with the status that says so.
        if (!meta) return send(c, fillShell({ html }), 404);
        return send(c, fillShell({ html, meta, isIndexable: true }));
      })
  );
}

type HtmlSource = () => string | undefined;

/** The same query string on the friendly address (a reschedule link's token). */
function withQuery(c: Context<AppEnv>, path: string): string {
  const search = new URL(c.req.url).search;
  return `${path}${search}`;
}

async function findPublicEventType(
  db: Kysely<DB>,
  userId: string,
  slug: string,
): Promise<PublicEventType | undefined> {
  try {
    return (await loadPublicEventType(db, userId, slug)).view;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return undefined;
    throw error;
  }
}

async function findTeamEventTypeView(
  db: Kysely<DB>,
  orgSlug: string,
  slug: string,
): Promise<PublicEventType | undefined> {
  try {
    return (await loadPublicTeamEventType(db, orgSlug, slug)).view;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return undefined;
    throw error;
  }
}
