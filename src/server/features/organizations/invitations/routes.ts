// The invitations API (mounted under /api/v1 after the session middleware). Inviting,
// re-sending and revoking live under /organizations/:orgId; the link's own routes are
// /invitations/:token, whose preview works signed out (the invitee may have no account).
import { Hono } from 'hono';
import { ZInvitationCreate } from '../../../../core/organization-schemas';
import { requireUser } from '../../../auth/session';
import { readJson } from '../../../http/json-body';
import type { AppDeps, AppEnv } from '../../../http/types';
import { acceptInvitation } from './accept-invitation';
import { inviteMember } from './invite-member';
import { previewInvitation } from './preview-invitation';
import { resendInvitation } from './resend-invitation';
import { revokeInvitation } from './revoke-invitation';

export function invitationRoutes({ database, config }: AppDeps): Hono<AppEnv> {
  const { db } = database;
  const mailOptions = () => ({ publicUrl: config.publicUrl });
  return new Hono<AppEnv>()
    .post('/organizations/:orgId/invitations', async (c) => {
      const user = requireUser(c);
      const input = await readJson(c, ZInvitationCreate);
      const view = await inviteMember(db, user.id, c.req.param('orgId'), input, mailOptions());
      return c.json(view, 201);
    })
    .post('/organizations/:orgId/invitations/:invitationId/resend', async (c) => {
      const user = requireUser(c);
      const { orgId, invitationId } = c.req.param();
      return c.json(await resendInvitation(db, user.id, orgId, invitationId, mailOptions()));
    })
    .delete('/organizations/:orgId/invitations/:invitationId', async (c) => {
      const user = requireUser(c);
      const { orgId, invitationId } = c.req.param();
      await revokeInvitation(db, user.id, orgId, invitationId);
      return c.body(null, 204);
    })
    .get('/invitations/:token', async (c) =>
      c.json(await previewInvitation(db, c.req.param('token'))),
    )
    .post('/invitations/:token/accept', async (c) => {
      const user = requireUser(c);
      return c.json(await acceptInvitation(db, user.id, c.req.param('token')));
    });
}
