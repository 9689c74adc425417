// better-auth's endpoints under /api/auth, and what the sign-in page needs to know.
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/types';

/** Which social sign-in buttons the sign-in page shows. */
export type AuthProviders = { google: boolean; oidc: { name: string } | null };

export function authRoutes(deps: AppDeps): Hono<AppEnv> {
  const providers: AuthProviders = {
    google: Boolean(deps.config.google),
    oidc: deps.config.oidc ? { name: deps.config.oidc.name } : null,
  };
  return new Hono<AppEnv>()
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
