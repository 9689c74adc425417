// `Authorization: Bearer scale_…` on /api/v1 (decision 071). Runs before the same-origin
// guard and the session: a valid key puts its principal on the context (the session
// cookie is then never read), a key that is unknown, expired, revoked, without a role or
// whose creator left the workspace answers 401, and one over its limit 429 with
// Retry-After. Requests without a bearer pass untouched.
import type { Context, MiddlewareHandler } from 'hono';
import { API_KEY_REQUESTS_PER_MINUTE } from '../../../core/api-key-schemas';
import { API_KEY_MESSAGES as M } from '../../../core/messages';
import { HttpError } from '../../http/errors';
import type { AppDeps, AppEnv } from '../../http/types';
import { isActiveMember } from '../../platform/access/workspace-access';
import { tooManyRequests } from '../../platform/rate-limit/limit-per-client';
import { type RateLimitRule, rateLimiter } from '../../platform/rate-limit/rate-limiter';
import { hashApiKeySecret, isApiKeySecretShape } from './api-key-secret';

export const API_KEY_RATE_LIMIT: RateLimitRule = {
  bucket: 'api-key',
  max: API_KEY_REQUESTS_PER_MINUTE,
  windowSeconds: 60,
};

/** last_used_at is written at most this often per key, not on every request. */
const LAST_USED_GRANULARITY_MS = 60_000;

/** The secret of an `Authorization: Bearer …` header; undefined without one. */
export function bearerSecret(c: Context): string | undefined {
  const header = c.req.header('authorization');
  if (header === undefined) return undefined;
  const match = /^Bearer[ \t]+(\S*)[ \t]*$/i.exec(header.trim());
  return match ? (match[1] ?? '') : undefined;
}

function unauthorized(c: Context, message: string): HttpError {
  c.header('WWW-Authenticate', 'Bearer realm="Scale API"');
  return new HttpError('unauthorized', message);
}

export function apiKeyMiddleware(
  deps: Pick<AppDeps, 'database'>,
  rule: RateLimitRule = API_KEY_RATE_LIMIT,
): MiddlewareHandler<AppEnv> {
  const { db } = deps.database;
  return async (c, next) => {
    const secret = bearerSecret(c);
    if (secret === undefined) return next();
    if (!isApiKeySecretShape(secret)) throw unauthorized(c, M.invalidKey);
    const key = await db
      .selectFrom('api_keys')
      .select([
        'id',
        'name',
        'workspaceId',
        'roleId',
        'createdBy',
        'expiresAt',
        'revokedAt',
        'lastUsedAt',
      ])
      .where('tokenHash', '=', hashApiKeySecret(secret))
      .executeTakeFirst();
    if (!key || key.roleId === null) throw unauthorized(c, M.invalidKey);
    if (key.revokedAt !== null) throw unauthorized(c, M.revokedKey);
    const now = Date.now();
    if (key.expiresAt !== null && key.expiresAt.getTime() <= now) {
      throw unauthorized(c, M.expiredKey);
    }
    if (!(await isActiveMember(db, key.workspaceId, key.createdBy))) {
      throw unauthorized(c, M.invalidKey);
    }
    if (!(await isWithinKeyLimit(deps, rule, key.id))) {
      const elapsed = (now / 1000) % rule.windowSeconds;
      c.header('Retry-After', String(Math.max(1, Math.ceil(rule.windowSeconds - elapsed))));
      throw tooManyRequests();
    }
    if (key.lastUsedAt === null || now - key.lastUsedAt.getTime() >= LAST_USED_GRANULARITY_MS) {
      await db
        .updateTable('api_keys')
        .set({ lastUsedAt: new Date(now) })
        .where('id', '=', key.id)
        .execute();
    }
    c.set('apiKey', {
      id: key.id,
      name: key.name,
      workspaceId: key.workspaceId,
      roleId: key.roleId,
      createdBy: key.createdBy,
    });
    await next();
  };
}

/** Counted per key; a counter that cannot be written lets the request through, as elsewhere. */
async function isWithinKeyLimit(
  deps: Pick<AppDeps, 'database'>,
  rule: RateLimitRule,
  keyId: string,
): Promise<boolean> {
  try {
    return await rateLimiter(deps.database).take(rule, `key:${keyId}`);
  } catch (error) {
    console.warn('Could not count a request against the API key limit:', error);
    return true;
  }
}
