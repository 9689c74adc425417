// What the organization API answers with (issue 6), shared by the server, which builds
// these shapes, and the web app, which shows them. Dates are ISO strings. Zod schemas (the
// output side), so the OpenAPI document says the same as the types.
import { z } from 'zod';
import { MEMBER_STATUSES, PERMISSION_NAMES } from './permissions';
import { PLAN_TIERS } from './plans';

const instant = z.iso.datetime({ offset: true });
const permissions = z.array(z.enum(PERMISSION_NAMES));

/** One entry of the header switcher: an organization the user may open. */
export const ZOrganizationSummary = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    logoUrl: z.string().nullable(),
    isActive: z.boolean(),
    roleName: z
      .string()
      .nullable()
      .describe("The caller's role there; null for a platform admin who is not a member"),
    isOwner: z.boolean(),
  })
  .meta({ id: 'OrganizationSummary' });
export type OrganizationSummary = z.infer<typeof ZOrganizationSummary>;

/** GET /organizations/:id — the organization and what the caller may do in it. */
export const ZOrganizationDetail = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    logoUrl: z.string().nullable(),
    website: z.string().nullable(),
    isActive: z.boolean(),
    createdAt: instant,
    updatedAt: instant,
    permissions: permissions.describe('What the caller may do there'),
    isOwner: z.boolean(),
    isAdmin: z.boolean().describe('Owner, or a member whose role is named Admin'),
    viaPlatformAdmin: z.boolean(),
    memberId: z.string().nullable(),
    seats: z.number().int().describe('Active members + pending invitations'),
    ownerTier: z.enum(PLAN_TIERS).describe("The owner's plan: team features follow it"),
    teamReadOnly: z
      .boolean()
      .describe('More than one seat while the owner is not on Business: no new seats'),
  })
  .meta({ id: 'OrganizationDetail' });
export type OrganizationDetail = z.infer<typeof ZOrganizationDetail>;

export const ZRoleView = z
  .object({
    id: z.string(),
    name: z.string(),
    isSystemRole: z.boolean(),
    permissions,
    memberCount: z.number().int().describe('Members holding it, invited people not counted'),
    invitationCount: z.number().int().describe('Pending invitations offering it'),
  })
  .meta({ id: 'Role' });
export type RoleView = z.infer<typeof ZRoleView>;

export const ZMemberView = z
  .object({
    id: z.string(),
    userId: z.string(),
    displayName: z.string().nullable(),
    email: z.string(),
    avatarUrl: z.string().nullable(),
    roleId: z.string(),
    roleName: z.string(),
    status: z.enum(MEMBER_STATUSES),
    isOwner: z.boolean(),
    createdAt: instant,
  })
  .meta({ id: 'Member' });
export type MemberView = z.infer<typeof ZMemberView>;

/**
 * A pending invitation, listed under the members until accepted or revoked (an expired
 * one too, to re-send). An invited person is listed only here, not among the members.
 */
export const ZInvitationView = z
  .object({
    id: z.string(),
    email: z.string(),
    inviteeName: z.string().nullable(),
    roleId: z.string(),
    roleName: z.string(),
    invitedByName: z.string().nullable(),
    createdAt: instant,
    expiresAt: instant,
    isExpired: z.boolean(),
  })
  .meta({ id: 'Invitation' });
export type InvitationView = z.infer<typeof ZInvitationView>;

/** GET /organizations/:id/members */
export const ZMembersResponse = z
  .object({ members: z.array(ZMemberView), invitations: z.array(ZInvitationView) })
  .meta({ id: 'Members' });
export type MembersResponse = z.infer<typeof ZMembersResponse>;

/** `replaced`: a link superseded by a newer one for the same invitation (re-invite, Resend). */
export const INVITATION_STATES = ['pending', 'expired', 'revoked', 'accepted', 'replaced'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** GET /invitations/:token — what the accept page shows, signed in or not. */
export const ZInvitationPreview = z
  .object({
    organizationName: z.string(),
    organizationLogoUrl: z.string().nullable(),
    inviterName: z.string().nullable(),
    email: z.string(),
    roleName: z.string(),
    state: z.enum(INVITATION_STATES),
    hasAccount: z.boolean().describe('Whether an account with the invited address exists'),
  })
  .meta({ id: 'InvitationPreview' });
export type InvitationPreview = z.infer<typeof ZInvitationPreview>;

/** GET /organizations/:id/permissions — what the caller may do there. */
export const ZOrganizationPermissions = z
  .object({ permissions })
  .meta({ id: 'OrganizationPermissions' });
export type OrganizationPermissions = z.infer<typeof ZOrganizationPermissions>;

/** POST /invitations/:token/accept — the organization the caller has joined. */
export const ZAcceptedInvitation = z
  .object({ organization: ZOrganizationSummary })
  .meta({ id: 'AcceptedInvitation' });
export type AcceptedInvitation = z.infer<typeof ZAcceptedInvitation>;
