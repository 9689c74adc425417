// The shared document viewer /d/:username/:code is the web app's, but a link pasted in a
// chat is previewed by programs that run no JavaScript: the server answers the app's
// HTML shell with the document's title and sharing tags in it, as Papermark does, and
// marks the page noindex (a share link is for the person it was sent to, not search).
// An unknown link gets the plain shell with a 404; the page shows its error.
//
// Issue 23: a link's controls are decided here, before any of the document is sent. An
// expired or disabled link gets its own page; a gated link (e-mail, code, password) gets
// the server-rendered gate, a plain form posted back to this address, and only a visitor
// holding the link's gate cookie gets the app (with the title in its tags). A data room's
// link (decision 078) behind the same gate lists its project's documents, each opened in
// the same viewer at /d/:username/:code/:documentId.
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { ZDocumentGateForm } from '../../../../core/document-schemas';
import { DOCUMENT_MESSAGES, LEAD_FORM_MESSAGES } from '../../../../core/messages';
import { showsScaleBranding } from '../../../../core/plans';
import { allowedOrigins } from '../../../http/allowed-origins';
import { prepareHtml, sendHtml } from '../../../http/html-response';
import { injectPageMeta } from '../../../http/page-meta';
import { isOwnOrigin } from '../../../http/same-origin-writes';
import type { AppDeps, AppEnv } from '../../../http/types';
import { linkPasswordMatches } from '../tracking/link-password';
import {
  findShareLink,
  findShareTarget,
  type LinkState,
  type SharedDocument,
  type SharedLink,
} from './find-shared-document';
import { checkGateCode, issueGateCode } from './gate-codes';
import { hasGate, readGatePass, setGatePass } from './gate-cookie';
import { type GateView, renderGatePage } from './gate-page';
import { loadRoomListing, renderRoomPage } from './room-page';

const NOINDEX = '<meta name="robots" content="noindex, nofollow">';
const PAGE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Robots-Tag': 'noindex, nofollow',
  // Not no-referrer: the browser would then post the gate's form with "Origin: null".
  'Referrer-Policy': 'same-origin',
};
/** Four short fields: anything bigger is not a person. */
const MAX_FORM_BYTES = 8 * 1024;
const ZEmail = z.email();

export function documentPageShellRoutes(
  deps: AppDeps,
  indexHtml: () => string | undefined,
): Hono<AppEnv> {
  const { config } = deps;
  // Read at request time: the routes are mounted before (and, for the static web app's
  // own tests, without) a database.
  const db = () => deps.database.db;

  const target = (c: Context<AppEnv>, roomDocumentId?: string) =>
    findShareTarget(
      db(),
      c.req.param('username') ?? '',
      c.req.param('code') ?? '',
      roomDocumentId,
    ).catch(() => null);
  const linkOf = (c: Context<AppEnv>) =>
    findShareLink(db(), c.req.param('username') ?? '', c.req.param('code') ?? '').catch(() => null);

  /** The app's shell with the document's tags, or a 404 shell for an unknown link. */
  const viewerShell = (c: Context<AppEnv>, html: string, shared: SharedDocument | undefined) => {
    const withMeta = shared
      ? injectPageMeta(html, {
          title: `${shared.document.title} | shared by ${shared.owner.name}`,
          // Business removes Scale's name from what its visitors see (decision 064).
          description: showsScaleBranding(shared.owner.tier)
            ? `${shared.owner.name} shared “${shared.document.title}” with you on Scale.`
            : `${shared.owner.name} shared “${shared.document.title}” with you.`,
          url: `${config.publicUrl}${new URL(c.req.url).pathname}`,
          image: null,
        })
      : html;
    const page = withMeta.replace('</head>', () => `${NOINDEX}</head>`);
    return sendHtml(c, prepareHtml(page), {
      status: shared ? 200 : 404,
      headers: { 'X-Content-Type-Options': 'nosniff', 'X-Robots-Tag': 'noindex, nofollow' },
    });
  };

  const gatePage = (c: Context<AppEnv>, view: GateView, status: ContentfulStatusCode) =>
    sendHtml(c, prepareHtml(renderGatePage(view, new URL(c.req.url).pathname)), {
      status,
      cacheControl: 'no-store',
      headers: PAGE_HEADERS,
    });

  const refusal = (c: Context<AppEnv>, state: Exclude<LinkState, 'open'>) =>
    gatePage(
      c,
      state === 'expired'
        ? {
            kind: 'refusal',
            title: DOCUMENT_MESSAGES.expiredTitle,
            body: DOCUMENT_MESSAGES.expiredBody,
          }
        : {
            kind: 'refusal',
            title: DOCUMENT_MESSAGES.disabledTitle,
            body: DOCUMENT_MESSAGES.disabledBody,
          },
      410,
    );

  const fieldsOf = (shared: { link: SharedLink }) => ({
    email: shared.link.requireEmail,
    password: shared.link.passwordHash !== null,
  });

  return (
    new Hono<AppEnv>()
      .get('/d/:username/:code', async (c, next) => {
        const found = await linkOf(c);
        if (found && found.state !== 'open') return refusal(c, found.state);
        if (found && !readGatePass(c, found.link, config.authSecret)) {
          return gatePage(
            c,
            { kind: 'gate', ownerName: found.owner.name, fields: fieldsOf(found) },
            200,
          );
        }
        // A data room's link (decision 078): its documents, listed by the server.
        if (found?.projectId) {
          const room = await loadRoomListing(db(), found.projectId);
          const address = new URL(c.req.url).pathname.replace(/\/+$/, '');
          return sendHtml(c, prepareHtml(renderRoomPage(room, found.owner.name, address)), {
            status: 200,
            cacheControl: 'no-store',
            headers: PAGE_HEADERS,
          });
        }
        const html = indexHtml();
        if (html === undefined) return next();
        const shared = found ? (await target(c))?.shared : undefined;
        return viewerShell(c, html, shared);
      })
      // One document of a data room, in the same viewer; before the room's gate is passed,
      // back to the room's address, which asks for it.
      .get('/d/:username/:code/:documentId', async (c, next) => {
        const found = await linkOf(c);
        if (found && found.state !== 'open') return refusal(c, found.state);
        if (found?.projectId && !readGatePass(c, found.link, config.authSecret)) {
          const roomAddress = new URL(c.req.url).pathname.replace(/\/[^/]*\/?$/, '');
          return c.redirect(roomAddress, 303);
        }
        const html = indexHtml();
        if (html === undefined) return next();
        const shared = found?.projectId
          ? (await target(c, c.req.param('documentId')))?.shared
          : undefined;
        return viewerShell(c, html, shared);
      })
      .post(
        '/d/:username/:code',
        bodyLimit({
          maxSize: MAX_FORM_BYTES,
          onError: (c) => c.text('The form is too large.', 413),
        }),
        async (c) => {
          // The gate posts from its own page; another site must not pass it in a visitor's name.
          if (!isOwnOrigin(c, allowedOrigins(config))) {
            return c.text(LEAD_FORM_MESSAGES.crossOrigin, 403, { 'Cache-Control': 'no-store' });
          }
          const found = await linkOf(c);
          if (!found) {
            return gatePage(
              c,
              {
                kind: 'refusal',
                title: DOCUMENT_MESSAGES.notFoundTitle,
                body: DOCUMENT_MESSAGES.linkNotFound,
              },
              404,
            );
          }
          if (found.state !== 'open') return refusal(c, found.state);
          const { link } = found;
          const ownerName = found.owner.name;
          const viewerAddress = new URL(c.req.url).pathname;
          const enter = (pass: { email: string | null; name: string | null }) => {
            setGatePass(c, link, config.authSecret, pass);
            return c.redirect(viewerAddress, 303);
          };
          if (!hasGate(link)) return c.redirect(viewerAddress, 303);

          const body = await c.req.parseBody().catch(() => ({}));
          const text = (name: string) => {
            const value = (body as Record<string, unknown>)[name];
            return typeof value === 'string' ? value : '';
          };
          const parsed = ZDocumentGateForm.safeParse({
            email: text('email'),
            name: text('name'),
            password: text('password'),
            code: text('code'),
            step: text('step'),
          });
          const fields = fieldsOf(found);
          if (!parsed.success) {
            const errors: Record<string, string> = {};
            for (const issue of parsed.error.issues) {
              const key = String(issue.path[0] ?? 'email');
              errors[key] ??= issue.message;
            }
            return gatePage(
              c,
              {
                kind: 'gate',
                ownerName,
                fields,
                values: { email: text('email').slice(0, 254), name: text('name').slice(0, 100) },
                errors,
              },
              400,
            );
          }
          const form = parsed.data;
          const email = form.email.toLowerCase();

          // The code step: the password (if any) was checked before the code was mailed.
          if (link.verifyEmail && (form.step === 'code' || form.step === 'resend')) {
            if (!ZEmail.safeParse(email).success) {
              return gatePage(c, { kind: 'gate', ownerName, fields }, 400);
            }
            if (form.step === 'resend') {
              const sent = await issueGateCode(db(), {
                linkId: link.id,
                email,
                name: null,
                ownerName,
                secret: config.authSecret,
              });
              return sent === 'sent'
                ? gatePage(
                    c,
                    {
                      kind: 'code',
                      ownerName,
                      email,
                      notice: DOCUMENT_MESSAGES.gateCodeSent(email),
                    },
                    200,
                  )
                : gatePage(
                    c,
                    { kind: 'code', ownerName, email, error: DOCUMENT_MESSAGES.gateTooManyCodes },
                    429,
                  );
            }
            if (!/^\d{6}$/.test(form.code)) {
              return gatePage(
                c,
                { kind: 'code', ownerName, email, error: DOCUMENT_MESSAGES.gateCodeInvalid },
                400,
              );
            }
            const checked = await checkGateCode(db(), {
              linkId: link.id,
              email,
              code: form.code,
              secret: config.authSecret,
            });
            if (checked.ok) return enter({ email, name: checked.name });
            return gatePage(
              c,
              {
                kind: 'code',
                ownerName,
                email,
                error:
                  checked.reason === 'wrong'
                    ? DOCUMENT_MESSAGES.gateWrongCode(checked.left)
                    : DOCUMENT_MESSAGES.gateCodeExpired,
              },
              checked.reason === 'wrong' ? 400 : 410,
            );
          }

          const errors: { email?: string; password?: string } = {};
          if (fields.email) {
            if (!email) errors.email = DOCUMENT_MESSAGES.gateEmailRequired;
            else if (!ZEmail.safeParse(email).success)
              errors.email = DOCUMENT_MESSAGES.gateEmailInvalid;
          }
          if (fields.password && form.password.length === 0) {
            errors.password = DOCUMENT_MESSAGES.gatePasswordRequired;
          }
          const values = { email: form.email, name: form.name };
          if (errors.email || errors.password) {
            return gatePage(c, { kind: 'gate', ownerName, fields, values, errors }, 400);
          }
          if (link.passwordHash && !(await linkPasswordMatches(form.password, link.passwordHash))) {
            return gatePage(
              c,
              {
                kind: 'gate',
                ownerName,
                fields,
                values,
                alert: DOCUMENT_MESSAGES.gateWrongPassword,
              },
              401,
            );
          }
          const name = form.name || null;
          if (fields.email && link.verifyEmail) {
            const sent = await issueGateCode(db(), {
              linkId: link.id,
              email,
              name,
              ownerName,
              secret: config.authSecret,
            });
            return sent === 'sent'
              ? gatePage(
                  c,
                  { kind: 'code', ownerName, email, notice: DOCUMENT_MESSAGES.gateCodeSent(email) },
                  200,
                )
              : gatePage(
                  c,
                  { kind: 'code', ownerName, email, error: DOCUMENT_MESSAGES.gateTooManyCodes },
                  429,
                );
          }
          return enter({ email: fields.email ? email : null, name: fields.email ? name : null });
        },
      )
  );
}
