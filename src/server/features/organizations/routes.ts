// The organizations API (issue 6; mounted under /api/v1, signed in). Every route asks
// requireOrganizationAccess: an organization the caller cannot see answers 404, one
// they see but may not act in answers 403. See docs/decisions/017-organization-endpoints.md.
import { Hono } from 'hono';
import { MESSAGES, ORG_MESSAGES, WORKSPACE_MESSAGES } from '../../../core/messages';
import {
  LOGO_MAX_BYTES,
  ZMemberRemoval,
  ZMemberRoleUpdate,
  ZOrganizationCreate,
  ZOrganizationUpdate,
  ZOwnershipTransfer,
  ZRoleCreate,
  ZRoleUpdate,
} from '../../../core/organization-schemas';
import { requireUser } from '../../auth/session';
import { readJson } from '../../http/json-body';
import { readQuery } from '../../http/read-query';
import type { AppDeps, AppEnv } from '../../http/types';
import { readUpload } from '../../platform/storage/read-upload';
import { createOrganization } from './create-organization';
import { createRole } from './create-role';
import { deleteRole } from './delete-role';
import { listMembers } from './list-members';
import { listOrganizations } from './list-organizations';
import { listRoles } from './list-roles';
import { requireOrganizationAccess } from './organization-access';
import { getOrganizationDetail } from './organization-view';
import { removeMember } from './remove-member';
import { removeOrganizationLogo } from './remove-organization-logo';
import { setOrganizationLogo } from './set-organization-logo';
import { transferOwnership } from './transfer-ownership';
import { updateMemberRole } from './update-member-role';
import { updateOrganization } from './update-organization';
import { updateRole } from './update-role';

export function organizationRoutes({ database, storage, config }: AppDeps): Hono<AppEnv> {
  const { db } = database;
  return new Hono<AppEnv>()
    .get('/organizations', async (c) => c.json(await listOrganizations(db, requireUser(c).id)))
    .post('/organizations', async (c) => {
      const user = requireUser(c);
      const input = await readJson(c, ZOrganizationCreate);
      return c.json(await createOrganization(db, user.id, input), 201);
    })
    .get('/organizations/:orgId', async (c) => {
      const access = await requireOrganizationAccess(db, requireUser(c).id, c.req.param('orgId'));
      return c.json(await getOrganizationDetail(db, access));
    })
    .patch('/organizations/:orgId', async (c) => {
      const user = requireUser(c);
      const input = await readJson(c, ZOrganizationUpdate);
      return c.json(await updateOrganization(db, user.id, c.req.param('orgId'), input));
    })
    .post('/organizations/:orgId/logo', async (c) => {
      // Checked before the upload is read: a refused caller's file is never processed.
      const access = await requireOrganizationAccess(db, requireUser(c).id, c.req.param('orgId'), {
        action: 'settings.edit',
        refusedInPersonal: WORKSPACE_MESSAGES.personalSettingsFixed,
        deniedMessage: ORG_MESSAGES.noEditPermission,
      });
      const upload = await readUpload(c, {
        maxBytes: LOGO_MAX_BYTES,
        tooLargeMessage: MESSAGES.avatarTooLarge,
        accept: ['png', 'jpeg', 'gif', 'webp'],
        wrongTypeMessage: MESSAGES.avatarNotImage,
      });
      return c.json(await setOrganizationLogo(db, storage, access, upload.data));
    })
    .delete('/organizations/:orgId/logo', async (c) =>
      c.json(await removeOrganizationLogo(db, storage, requireUser(c).id, c.req.param('orgId'))),
    )
    .get('/organizations/:orgId/permissions', async (c) => {
      const access = await requireOrganizationAccess(db, requireUser(c).id, c.req.param('orgId'));
      return c.json({ permissions: access.permissions });
    })
    .get('/organizations/:orgId/roles', async (c) =>
      c.json(await listRoles(db, requireUser(c).id, c.req.param('orgId'))),
    )
    .post('/organizations/:orgId/roles', async (c) => {
      const user = requireUser(c);
      const input = await readJson(c, ZRoleCreate);
      return c.json(await createRole(db, user.id, c.req.param('orgId'), input), 201);
    })
    .patch('/organizations/:orgId/roles/:roleId', async (c) => {
      const user = requireUser(c);
      const input = await readJson(c, ZRoleUpdate);
      const { orgId, roleId } = c.req.param();
      return c.json(await updateRole(db, user.id, orgId, roleId, input));
    })
    .delete('/organizations/:orgId/roles/:roleId', async (c) => {
      const user = requireUser(c);
      const { orgId, roleId } = c.req.param();
      await deleteRole(db, user.id, orgId, roleId);
      return c.body(null, 204);
    })
    .get('/organizations/:orgId/members', async (c) =>
      c.json(await listMembers(db, requireUser(c).id, c.req.param('orgId'))),
    )
    .patch('/organizations/:orgId/members/:memberId', async (c) => {
      const user = requireUser(c);
      const { roleId } = await readJson(c, ZMemberRoleUpdate);
      const { orgId, memberId } = c.req.param();
      return c.json(await updateMemberRole(db, user.id, orgId, memberId, roleId));
    })
    .delete('/organizations/:orgId/members/:memberId', async (c) => {
      const user = requireUser(c);
      const { orgId, memberId } = c.req.param();
      const { clientsTo } = readQuery(c, ZMemberRemoval);
      await removeMember(db, user.id, orgId, memberId, { clientsTo, publicUrl: config.publicUrl });
      return c.body(null, 204);
    })
    .post('/organizations/:orgId/transfer-ownership', async (c) => {
      const user = requireUser(c);
      const { memberId } = await readJson(c, ZOwnershipTransfer);
      return c.json(await transferOwnership(db, user.id, c.req.param('orgId'), memberId));
    });
}
