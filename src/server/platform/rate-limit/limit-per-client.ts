// The routes' side of the limiter: count the request's client against a rule, and the
// 429 in the API's one error shape when it is over.
import type { Context, MiddlewareHandler } from 'hono';
import { RATE_LIMIT_MESSAGE } from '../../../core/rate-limits';
import { HttpError } from '../../http/errors';
import type { AppDeps, AppEnv } from '../../http/types';
import { clientKey } from './client-key';
import { type RateLimitRule, rateLimiter } from './rate-limiter';

export function tooManyRequests(): HttpError {
  return new HttpError('too_many_requests', RATE_LIMIT_MESSAGE);
}

/**
 * Counts this request; false when its client is over the rule's limit. A counter that
 * cannot be written (the database is away) lets the request through: a visitor must
 * not see a beacon fail because of the limiter.
 */
export async function isWithinLimit(
  deps: Pick<AppDeps, 'config' | 'database'>,
  c: Context,
  rule: RateLimitRule,
): Promise<boolean> {
  try {
    return await rateLimiter(deps.database).take(rule, clientKey(deps, c));
  } catch (error) {
    console.warn(`Could not count a request against the ${rule.bucket} limit:`, error);
    return true;
  }
}

/** Answers 429 (and runs nothing after it) once the client is over the rule's limit. */
export function limitPerClient(
  deps: Pick<AppDeps, 'config' | 'database'>,
  rule: RateLimitRule,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!(await isWithinLimit(deps, c, rule))) throw tooManyRequests();
    await next();
  };
}
