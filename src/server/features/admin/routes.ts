// The platform-admin API (mounted under /api/v1 after the session middleware): users'
// tiers and admin flags, and organizations' active switch. Anyone but a platform admin
// gets the unknown-endpoint 404 from every route.
import { Hono } from 'hono';
import { ZAdminOrganizationUpdate, ZAdminUserUpdate } from '../../../core/admin-schemas';
import { readJson } from '../../http/json-body';
import { readQuery } from '../../http/read-query';
import type { AppDeps, AppEnv } from '../../http/types';
import { ZAdminListQuery } from './admin-page';
import { listOrganizations } from './list-organizations';
import { listUsers } from './list-users';
import { requirePlatformAdmin } from './require-platform-admin';
import { updateOrganization } from './update-organization';
import { updateUser } from './update-user';

export function platformAdminRoutes({ database }: AppDeps): Hono<AppEnv> {
  const { db } = database;
  return new Hono<AppEnv>()
    .get('/admin/users', async (c) => {
      await requirePlatformAdmin(db, c);
      return c.json(await listUsers(db, readQuery(c, ZAdminListQuery)));
    })
    .patch('/admin/users/:userId', async (c) => {
      const admin = await requirePlatformAdmin(db, c);
      const input = await readJson(c, ZAdminUserUpdate);
      return c.json(await updateUser(db, admin.id, c.req.param('userId'), input));
    })
    .get('/admin/organizations', async (c) => {
      await requirePlatformAdmin(db, c);
      return c.json(await listOrganizations(db, readQuery(c, ZAdminListQuery)));
    })
    .patch('/admin/organizations/:orgId', async (c) => {
      await requirePlatformAdmin(db, c);
      const input = await readJson(c, ZAdminOrganizationUpdate);
      return c.json(await updateOrganization(db, c.req.param('orgId'), input));
    });
}
