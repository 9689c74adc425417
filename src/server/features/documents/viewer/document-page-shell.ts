// The shared document viewer /d/:username/:code is the web app's, but a link pasted in a
// chat is previewed by programs that run no JavaScript: the server answers the app's
// HTML shell with the document's title and sharing tags in it, as Papermark does, and
// marks the page noindex (a share link is for the person it was sent to, not search).
// An unknown or disabled link gets the plain shell with a 404; the page shows its error.
import { Hono } from 'hono';
import { showsScaleBranding } from '../../../../core/plans';
import { prepareHtml, sendHtml } from '../../../http/html-response';
import { injectPageMeta } from '../../../http/page-meta';
import type { AppDeps, AppEnv } from '../../../http/types';
import { findSharedDocument } from './find-shared-document';

const NOINDEX = '<meta name="robots" content="noindex, nofollow">';

export function documentPageShellRoutes(
  { config, database }: AppDeps,
  indexHtml: () => string | undefined,
): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/d/:username/:code', async (c, next) => {
    const html = indexHtml();
    if (html === undefined) return next();
    const username = c.req.param('username');
    const code = c.req.param('code');
    const shared = await findSharedDocument(database.db, username, code).catch(() => null);
    const withMeta = shared
      ? injectPageMeta(html, {
          title: `${shared.document.title} | shared by ${shared.owner.name}`,
          // Business removes Scale's name from what its visitors see (decision 064).
          description: showsScaleBranding(shared.owner.tier)
            ? `${shared.owner.name} shared “${shared.document.title}” with you on Scale.`
            : `${shared.owner.name} shared “${shared.document.title}” with you.`,
          url: `${config.publicUrl}/d/${encodeURIComponent(username)}/${encodeURIComponent(code)}`,
          image: null,
        })
      : html;
    const page = withMeta.replace('</head>', () => `${NOINDEX}</head>`);
    return sendHtml(c, prepareHtml(page), {
      status: shared ? 200 : 404,
      headers: { 'X-Content-Type-Options': 'nosniff', 'X-Robots-Tag': 'noindex, nofollow' },
    });
  });
}
