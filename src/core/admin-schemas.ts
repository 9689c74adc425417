// What the platform admin API (/admin) accepts and returns: users' plans and admin flags,
// organizations switched on or off.

import { z } from 'zod';
import { PLAN_TIERS } from './plans';

/** The platform admin page: a user's plan tier and admin flag. */
export const ZAdminUserUpdate = z
  .strictObject({
    tier: z.enum(PLAN_TIERS).optional(),
    isPlatformAdmin: z.boolean().optional(),
  })
  .refine(
    (value) => value.tier !== undefined || value.isPlatformAdmin !== undefined,
    'Nothing to update',
  );

export const ZAdminOrganizationUpdate = z.strictObject({ isActive: z.boolean() });

const instant = z.iso.datetime({ offset: true });

export const ZAdminUserView = z
  .object({
    id: z.string(),
    email: z.string(),
    username: z.string(),
    displayName: z.string().nullable(),
    tier: z.enum(PLAN_TIERS),
    isPlatformAdmin: z.boolean(),
    createdAt: instant,
    organizationCount: z.number().int(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUserView = z.infer<typeof ZAdminUserView>;

export const ZAdminOrganizationView = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    isActive: z.boolean(),
    ownerEmail: z.string().nullable(),
    memberCount: z.number().int(),
    createdAt: instant,
  })
  .meta({ id: 'AdminOrganization' });
export type AdminOrganizationView = z.infer<typeof ZAdminOrganizationView>;

/** One page of an admin list, as the OpenAPI document describes it. */
const adminPage = <T extends z.ZodType>(item: T, id: string) =>
  z
    .object({
      items: z.array(item),
      total: z.number().int(),
      nextOffset: z.number().int().nullable().describe('The next page’s offset; null at the end'),
    })
    .meta({ id });
export const ZAdminUserPage = adminPage(ZAdminUserView, 'AdminUserPage');
export const ZAdminOrganizationPage = adminPage(ZAdminOrganizationView, 'AdminOrganizationPage');

export type AdminPage<T> = { items: T[]; total: number; nextOffset: number | null };
