// What the platform admin API (/admin) accepts and returns: users' plans and admin flags,
// organizations switched on or off.

import { z } from 'zod';
import { PLAN_TIERS, type PlanTier } from './plans';

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

export type AdminUserView = {
  id: string;
  email: string;
  username: string;
  displayName: string | null;
  tier: PlanTier;
  isPlatformAdmin: boolean;
  createdAt: string;
  organizationCount: number;
};

export type AdminOrganizationView = {
  id: string;
  name: string;
  slug: string;
  isActive: boolean;
  ownerEmail: string | null;
  memberCount: number;
  createdAt: string;
};

/** A page of an admin list (50 a page, newest first); `nextOffset` null at the end. */
export type AdminPage<T> = { items: T[]; total: number; nextOffset: number | null };
