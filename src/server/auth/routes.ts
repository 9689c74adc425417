// better-auth's endpoints under /api/auth, and what the sign-in page needs to know.
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import type { AuthProviders } from '../../core/auth-schemas';
import { SERVER_MESSAGES } from '../../core/messages';
import { allowedOrigins } from '../http/allowed-origins';
import { isOwnOrigin } from '../http/same-origin-writes';
import type { AppDeps, AppEnv } from '../http/types';

/** Where identity providers post back: their origin is theirs, and better-auth checks them. */
const PROVIDER_CALLBACK = /^\/api\/auth\/(callback|oauth2\/callback)\//;

export function authRoutes(deps: AppDeps): Hono<AppEnv> {
  const providers: AuthProviders = {
    google: Boolean(deps.config.google),
    oidc: deps.config.oidc ? { name: deps.config.oidc.name } : null,
  };
  return new Hono<AppEnv>()
    .post('/api/auth/*', async (c, next) => {
      // better-auth would answer a page opened at another address with a bare "Invalid
      // origin"; say which address Scale runs at instead (the better-auth client shows
      // `message`). Development already accepts every loopback spelling of its port.
      // Checked when better-auth checks: a request that carries cookies (a browser that has
      // opened our pages always does; the sign-in page sets the time-zone cookie).
      const carriesCookies = c.req.header('cookie') !== undefined;
      if (!carriesCookies || PROVIDER_CALLBACK.test(c.req.path)) return next();
      if (isOwnOrigin(c, allowedOrigins(deps.config))) return next();
      return c.json(
        { code: 'INVALID_ORIGIN', message: SERVER_MESSAGES.wrongAddress(deps.config.publicUrl) },
        403,
      );
    })
    .on(['GET', 'POST'], '/api/auth/*', (c) => deps.auth.handler(c.req.raw, peerAddress(c)))
    .get('/api/v1/auth/providers', (c) => c.json(providers));
}

/** The TCP peer; absent when the app is called without a socket (app.request in tests). */
function peerAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}
