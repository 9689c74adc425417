// The team page (issue 22): GET /team/:orgSlug (the page; ?sent=1 with the form's
// thanks), POST /team/:orgSlug/contact (a plain form post, no JavaScript needed; 303 to
// the thanks, or the page again with the messages: 400, 429), GET /team/:orgSlug/go/:id
// (a team link: counts the click, 302 to it). An unknown, deactivated or personal
// organization answers 404 with the Scale Page's not-found page.
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { LEAD_FORM_MESSAGES } from '../../../../core/messages';
import { allowedOrigins } from '../../../http/allowed-origins';
import { isSafeLinkUrl } from '../../../http/escape';
import { prepareHtml, sendHtml } from '../../../http/html-response';
import { isOwnOrigin } from '../../../http/same-origin-writes';
import type { AppDeps, AppEnv } from '../../../http/types';
import { leadVisitorKey } from '../../../platform/rate-limit/visitor-key';
import { LEAD_FORM_LIMIT } from '../lead-form/rate-limit';
import { leadFormValues, readLeadForm } from '../lead-form/read-lead-form';
import type { LeadFormView } from '../lead-form-html';
import { renderScalePageNotFound } from '../render-not-found';
import { renderTeamPage, teamPagePath } from './render-team-page';
import { recentTeamLeads, submitTeamLead } from './submit-team-lead';
import { findTeamPage, type TeamPageData } from './team-page-data';

const MAX_BODY_BYTES = 32 * 1024;
const ZId = z.uuid();

export function teamPageRoutes(deps: AppDeps): Hono<AppEnv> {
  const { config, database } = deps;
  const { db } = database;
  const notFoundPage = prepareHtml(renderScalePageNotFound());

  function page(
    c: Context<AppEnv>,
    data: TeamPageData,
    view: LeadFormView,
    status: ContentfulStatusCode,
  ) {
    const rendered = renderTeamPage(data, config.publicUrl, { leadForm: view });
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

  app.get('/team/:orgSlug', async (c) => {
    const data = await findTeamPage(db, c.req.param('orgSlug'));
    if (!data) return sendHtml(c, notFoundPage, { status: 404 });
    if (data.team.slug !== c.req.param('orgSlug'))
      return c.redirect(teamPagePath(data.team.slug), 301);
    const sent = c.req.query('sent') === '1' && data.leadFormEnabled;
    // A visit is counted once: not the form's thanks (counted when the form was shown)
    // nor the settings' live preview.
    if (!sent && c.req.query('preview') !== '1') await countView(data.team.id);
    return page(c, data, sent ? { sent: true } : {}, 200);
  });

  app.get('/team/:orgSlug/go/:linkId', async (c) => {
    const data = await findTeamPage(db, c.req.param('orgSlug'));
    const linkId = c.req.param('linkId');
    const link = data?.links.find((candidate) => candidate.id === linkId);
    if (!data || !ZId.safeParse(linkId).success || !link || !isSafeLinkUrl(link.url)) {
      return sendHtml(c, notFoundPage, { status: 404 });
    }
    await db
      .updateTable('team_page_links')
      .set({ clicks: (eb) => eb('clicks', '+', 1) })
      .where('id', '=', link.id)
      .execute();
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    return c.redirect(link.url, 302);
  });

  app.post(
    '/team/:orgSlug/contact',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.text('The message is too large.', 413),
    }),
    async (c) => {
      if (!isOwnOrigin(c, allowedOrigins(config))) {
        return c.text(LEAD_FORM_MESSAGES.crossOrigin, 403, { 'Cache-Control': 'no-store' });
      }
      const data = await findTeamPage(db, c.req.param('orgSlug'));
      if (!data?.leadFormEnabled) return sendHtml(c, notFoundPage, { status: 404 });
      const visitorKey = leadVisitorKey({
        secret: config.authSecret,
        peerAddress: peer(c),
        forwardedFor: c.req.header('x-forwarded-for'),
        trustedProxies: config.trustedProxies,
      });
      const body = await c.req.parseBody();
      const reading = readLeadForm(body);
      const thanks = `${teamPagePath(data.team.slug)}?sent=1#contact`;
      const tooMany = () =>
        page(
          c,
          data,
          { values: leadFormValues(body), formError: LEAD_FORM_MESSAGES.tooManySubmissions },
          429,
        );
      if ((await recentTeamLeads(db, data.team.id, visitorKey)) >= LEAD_FORM_LIMIT)
        return tooMany();
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
      const result = await submitTeamLead(db, {
        organizationId: data.team.id,
        teamName: data.team.name,
        visitorKey,
        lead: reading.lead,
        publicUrl: config.publicUrl,
      });
      if (result === 'rate_limited') return tooMany();
      if (result === 'client_limit') {
        // The team's plan holds no more contacts: the visitor reads why on the form (with
        // what they wrote, to send another way); the workspace owner has the details by mail.
        return page(
          c,
          data,
          { values: leadFormValues(body), formError: LEAD_FORM_MESSAGES.teamCannotSave },
          409,
        );
      }
      return c.redirect(thanks, 303);
    },
  );

  async function countView(organizationId: string) {
    await db
      .insertInto('team_pages')
      .values({ organizationId, views: 1 })
      .onConflict((oc) =>
        oc.column('organizationId').doUpdateSet({ views: (eb) => eb('team_pages.views', '+', 1) }),
      )
      .execute();
  }

  return app;
}

function peer(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}
