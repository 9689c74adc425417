// What the organization API answers with (issue 6), shared by the server, which builds
// these shapes, and the web app, which shows them. Dates are ISO strings.

import type { MemberStatus, PermissionName } from './permissions';
import type { PlanTier } from './plans';

/** One entry of the header switcher: an organization the user may open. */
export type OrganizationSummary = {
  id: string;
  name: string;
  slug: string;
  logoUrl: string | null;
  isActive: boolean;
  /** The caller's role there; null for a platform admin who is not a member. */
  roleName: string | null;
  isOwner: boolean;
};

/** GET /organizations/:id — the organization and what the caller may do in it. */
export type OrganizationDetail = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  logoUrl: string | null;
  website: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  /** From get_user_permissions: the one source of what the caller may do. */
  permissions: PermissionName[];
  isOwner: boolean;
  /** Owner, or a member whose role is named Admin (§6 "Admin status"). */
  isAdmin: boolean;
  /** The caller reaches it as a platform admin (they may not be a member at all). */
  viaPlatformAdmin: boolean;
  /** The caller's membership id, null for a platform admin who is not a member. */
  memberId: string | null;
  /** Active members + pending invitations (issue 22). */
  seats: number;
  /** The owner's plan: a workspace's team features follow it (spec §9 "2+ users"). */
  ownerTier: PlanTier;
  /** More than one seat while the owner is not on Business: nothing deleted, no new seats. */
  teamReadOnly: boolean;
};

export type RoleView = {
  id: string;
  name: string;
  isSystemRole: boolean;
  permissions: PermissionName[];
  /**
   * How many members hold it in this organization, invited people not counted: they are
   * listed under the pending invitations, as `invitationCount`. A role either counts
   * cannot be deleted.
   */
  memberCount: number;
  /** Pending invitations of this organization offering it. */
  invitationCount: number;
};

export type MemberView = {
  id: string;
  userId: string;
  displayName: string | null;
  email: string;
  avatarUrl: string | null;
  roleId: string;
  roleName: string;
  status: MemberStatus;
  isOwner: boolean;
  createdAt: string;
};

/**
 * A pending invitation, listed under the members until accepted or revoked (an expired
 * one too, to re-send). An invited person is listed only here, not among the members.
 */
export type InvitationView = {
  id: string;
  email: string;
  /** The display name of the account the address belongs to, if it has one. */
  inviteeName: string | null;
  roleId: string;
  roleName: string;
  invitedByName: string | null;
  createdAt: string;
  expiresAt: string;
  /** Pending invitations past their date stay listed (to re-send) until revoked. */
  isExpired: boolean;
};

/** GET /organizations/:id/members */
export type MembersResponse = {
  members: MemberView[];
  invitations: InvitationView[];
};

/** `replaced`: a link superseded by a newer one for the same invitation (re-invite, Resend). */
export type InvitationState = 'pending' | 'expired' | 'revoked' | 'accepted' | 'replaced';

/** GET /invitations/:token — what the accept page shows, signed in or not. */
export type InvitationPreview = {
  organizationName: string;
  organizationLogoUrl: string | null;
  inviterName: string | null;
  email: string;
  roleName: string;
  state: InvitationState;
  /** Whether an account with the invited address exists (sign in vs. sign up). */
  hasAccount: boolean;
};
