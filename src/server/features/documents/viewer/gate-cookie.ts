// Passing a link's gate (issue 23) sets a cookie for that link only: its name carries the
// link's id, its value the gate version passed and the e-mail given, signed with a key
// derived from AUTH_SECRET. httpOnly (no script reads it), SameSite=Lax, Secure over
// https. A changed gate (new password, e-mail now required) raises the link's version,
// and older cookies stop opening it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { SharedLink } from './find-shared-document';

/** A week: a visitor who comes back the next day is not asked again. */
const MAX_AGE_SECONDS = 7 * 24 * 3600;

export type GatePass = { email: string | null; name: string | null };

type Payload = { v: number; e: string | null; n: string | null; x: number };

export function gateCookieName(linkId: string): string {
  return `scale_doc_${linkId.replaceAll('-', '')}`;
}

/** Whether the link asks anything of its visitors before showing the document. */
export function hasGate(link: Pick<SharedLink, 'requireEmail' | 'passwordHash'>): boolean {
  return link.requireEmail || link.passwordHash !== null;
}

function sign(secret: string, linkId: string, payload: string): string {
  return createHmac('sha256', `scale-document-gate:${secret}`)
    .update(`${linkId}.${payload}`)
    .digest('base64url');
}

export function setGatePass(
  c: Context,
  link: Pick<SharedLink, 'id' | 'gateVersion'>,
  secret: string,
  pass: GatePass,
): void {
  const payload: Payload = {
    v: link.gateVersion,
    e: pass.email,
    n: pass.name,
    x: Math.floor(Date.now() / 1000) + MAX_AGE_SECONDS,
  };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  setCookie(c, gateCookieName(link.id), `${encoded}.${sign(secret, link.id, encoded)}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    maxAge: MAX_AGE_SECONDS,
  });
}

/**
 * What the visitor gave at the gate, when their cookie for this link is genuine and
 * current; an open link (no gate) passes everyone with nothing known.
 */
export function readGatePass(
  c: Context,
  link: Pick<SharedLink, 'id' | 'gateVersion' | 'requireEmail' | 'passwordHash'>,
  secret: string,
): GatePass | null {
  const cookie = getCookie(c, gateCookieName(link.id));
  const pass = cookie ? verify(cookie, link, secret) : null;
  if (pass) return pass;
  return hasGate(link) ? null : { email: null, name: null };
}

function verify(
  cookie: string,
  link: Pick<SharedLink, 'id' | 'gateVersion' | 'requireEmail'>,
  secret: string,
): GatePass | null {
  const [encoded, signature] = cookie.split('.');
  if (!encoded || !signature) return null;
  const expected = Buffer.from(sign(secret, link.id, encoded));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Payload;
    if (payload.v !== link.gateVersion || payload.x * 1000 < Date.now()) return null;
    if (link.requireEmail && !payload.e) return null;
    return { email: payload.e ?? null, name: payload.n ?? null };
  } catch {
    return null;
  }
}
