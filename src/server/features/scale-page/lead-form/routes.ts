// The Scale Page's contact form (issue 4): POST /:username/contact takes a plain
// form post (no JavaScript needed) and answers 303 back to /:username?sent=1#contact,
// or the page again with the visitor's values and messages (400), or with the rate
// limit's message (429). GET /:username?sent=1 is the page with the thanks in place of
// the form. Mounted before the Scale Page's own routes; the fast path never answers
// these (it leaves posts and query strings alone).
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { LEAD_FORM_MESSAGES } from '../../../../core/messages';
import { isScalePagePath } from '../../../../core/scale-page-path';
import { allowedOrigins } from '../../../http/allowed-origins';
import { prepareHtml, sendHtml } from '../../../http/html-response';
import { isOwnOrigin } from '../../../http/same-origin-writes';
import type { AppDeps, AppEnv } from '../../../http/types';
import { leadVisitorKey } from '../../../platform/rate-limit/visitor-key';
import { findScalePage } from '../find-scale-page';
import type { LeadFormView } from '../lead-form-html';
import { renderScalePageNotFound } from '../render-not-found';
import { renderScalePage } from '../render-scale-page';
import type { ScalePageData } from '../scale-page-data';
import { LEAD_FORM_LIMIT, recentLeadSubmissions } from './rate-limit';
import { leadFormValues, readLeadForm } from './read-lead-form';
import { submitLead } from './submit-lead';

/** Four fields of at most a few thousand characters: anything bigger is not a person. */
const MAX_BODY_BYTES = 32 * 1024;

export function leadFormRoutes(deps: AppDeps): Hono<AppEnv> {
  const { config, database } = deps;
  const { db } = database;
  const notFoundPage = prepareHtml(renderScalePageNotFound());

  function page(
    c: Context<AppEnv>,
    data: ScalePageData,
    view: LeadFormView,
    status: ContentfulStatusCode,
  ) {
    const rendered = renderScalePage(data, config.publicUrl, view);
    return sendHtml(c, prepareHtml(rendered.html), {
      status,
      cacheControl: 'no-store',
      headers: {
        'Content-Security-Policy': rendered.contentSecurityPolicy,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
      },
    });
  }

  const app = new Hono<AppEnv>();

  app.get('/:username', async (c, next) => {
    const segment = c.req.param('username');
    if (c.req.query('sent') !== '1' || !isScalePagePath(segment)) return next();
    const data = await findScalePage(db, segment);
    // Anything unusual (no such page, the form off, another spelling) is the page's own route's.
    if (!data?.profile.leadFormEnabled || data.profile.username !== segment) return next();
    // Not counted as a visit: the visitor was counted on the page they sent the form from.
    return page(c, data, { sent: true }, 200);
  });

  app.post(
    '/:username/contact',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.text('The message is too large.', 413),
    }),
    async (c, next) => {
      const segment = c.req.param('username');
      if (!isScalePagePath(segment)) return next();
      // The form posts from the Scale Page itself; a page elsewhere must not post leads
      // in a visitor's name (same check as the API's: http/same-origin-writes.ts).
      if (!isOwnOrigin(c, allowedOrigins(config))) {
        return c.text(LEAD_FORM_MESSAGES.crossOrigin, 403, { 'Cache-Control': 'no-store' });
      }
      const data = await findScalePage(db, segment);
      if (!data?.profile.leadFormEnabled) return sendHtml(c, notFoundPage, { status: 404 });
      const { userId, username } = data.profile;

      const visitorKey = leadVisitorKey({
        secret: config.authSecret,
        peerAddress: peer(c),
        forwardedFor: c.req.header('x-forwarded-for'),
        trustedProxies: config.trustedProxies,
      });
      const body = await c.req.parseBody();
      const reading = readLeadForm(body);
      const thanks = `/${encodeURIComponent(username)}?sent=1#contact`;
      const tooMany = () =>
        page(
          c,
          data,
          {
            values: leadFormValues(body),
            formError: LEAD_FORM_MESSAGES.tooManySubmissions,
          },
          429,
        );

      if ((await recentLeadSubmissions(db, userId, visitorKey)) >= LEAD_FORM_LIMIT)
        return tooMany();
      // A bot that filled the hidden field is told it succeeded, so it has nothing to learn.
      if (reading.kind === 'spam') return c.redirect(thanks, 303);
      if (reading.kind === 'invalid') {
        return page(
          c,
          data,
          {
            values: reading.values,
            errors: reading.errors,
            formError: LEAD_FORM_MESSAGES.fixErrors,
          },
          400,
        );
      }
      const result = await submitLead(db, {
        userId,
        visitorKey,
        lead: reading.lead,
        publicUrl: config.publicUrl,
      });
      if (result === 'rate_limited') return tooMany();
      return c.redirect(thanks, 303);
    },
  );

  return app;
}

function peer(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Requests made in-process (app.request in tests) have no socket.
    return undefined;
  }
}
