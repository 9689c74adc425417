// The account security page's own endpoints (mounted under /api/v1). Password, e-mail
// and two-factor changes go to better-auth under /api/auth, which checks them.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/types';
import { publishChange } from '../platform/events/publish';
import { getSecurityStatus } from './get-security-status';
import { listSessions } from './list-sessions';
import { revokeSession } from './revoke-session';
import { requireUser } from './session';

export function securityRoutes({ database, auth }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/me/security', async (c) =>
      c.json(await getSecurityStatus(database.db, requireUser(c).id)),
    )
    .get('/me/sessions', async (c) =>
      c.json(await listSessions(database.db, requireUser(c).id, c.get('sessionId'))),
    )
    .post('/me/sessions/revoke-others', async (c) => {
      const user = requireUser(c);
      await auth.api.revokeOtherSessions({ headers: c.req.raw.headers });
      await publishChange(database.db, user.id, { entity: 'sessions', op: 'delete', id: '*' });
      return c.body(null, 204);
    })
    .delete('/me/sessions/:id', async (c) => {
      await revokeSession(database.db, requireUser(c).id, c.req.param('id'));
      return c.body(null, 204);
    });
}
