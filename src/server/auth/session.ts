// Who is signing the request: the session cookie, checked against the sessions table —
// unless an API key signed it (decision 071): then the cookie is not read at all.
import type { Context, MiddlewareHandler } from 'hono';
import { API_KEY_MESSAGES, SERVER_MESSAGES } from '../../core/messages';
import { HttpError } from '../http/errors';
import type { AppDeps, AppEnv, SessionUser } from '../http/types';

export function sessionMiddleware(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get('apiKey')) {
      c.set('user', null);
      c.set('sessionId', null);
      return next();
    }
    const { headers, response } = await deps.auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    // A session close to expiry is extended on use; its cookie must be renewed too.
    for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
    c.set('user', response ? toSessionUser(response.user) : null);
    c.set('sessionId', response?.session.id ?? null);
    await next();
  };
}

/**
 * The signed-in user, or a 401 in the API's error shape. A request signed with an API
 * key answers 403: a key works on its workspace's records (requireWorkspace) and never on
 * a person's own things — the profile, the account, the organizations' management, the
 * admin panel, the keys themselves.
 */
export function requireUser(c: Context<AppEnv>): SessionUser {
  if (c.get('apiKey')) throw new HttpError('forbidden', API_KEY_MESSAGES.keyCannotBeUsed);
  const user = c.get('user');
  if (!user) throw new HttpError('unauthorized', SERVER_MESSAGES.signInRequired);
  return user;
}

function toSessionUser(user: {
  id: string;
  email: string;
  name: string;
  image?: string | null;
  emailVerified: boolean;
}): SessionUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    image: user.image ?? null,
    emailVerified: user.emailVerified,
  };
}
