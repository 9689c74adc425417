// The organizations API as the OpenAPI document describes it: organizations, their roles
// and members (routes.ts), and invitations (invitations/routes.ts).
import { z } from 'zod';
import {
  ZInvitationCreate,
  ZMemberRemoval,
  ZMemberRoleUpdate,
  ZOrganizationCreate,
  ZOrganizationUpdate,
  ZOwnershipTransfer,
  ZRoleCreate,
  ZRoleUpdate,
} from '../../../core/organization-schemas';
import {
  ZAcceptedInvitation,
  ZInvitationPreview,
  ZInvitationView,
  ZMembersResponse,
  ZMemberView,
  ZOrganizationDetail,
  ZOrganizationPermissions,
  ZOrganizationSummary,
  ZRoleView,
} from '../../../core/organizations';
import {
  emptyAnswer,
  type FeatureOperations,
  json,
  jsonAnswer,
  MULTIPART,
  NO_BODY,
  type OperationTag,
} from '../../platform/openapi/operation-spec';

export const organizationsTag: OperationTag = {
  name: 'Organizations',
  description:
    'Organizations (team workspaces): their settings and logo, custom roles, members, ' +
    'ownership, and invitations by e-mail. An organization the caller cannot see answers ' +
    '404; one they see but may not act in answers 403.',
};

export const organizationOperations = {
  'GET /api/v1/organizations': {
    summary: 'List my organizations',
    operationId: 'listOrganizations',
    responses: {
      200: jsonAnswer('The organizations the caller may open', z.array(ZOrganizationSummary)),
    },
  },
  'POST /api/v1/organizations': {
    summary: 'Create an organization',
    operationId: 'createOrganization',
    description: 'The caller becomes its owner.',
    body: json(ZOrganizationCreate),
    errors: [400, 403, 409],
    responses: { 201: jsonAnswer('The organization created', ZOrganizationDetail) },
  },
  'GET /api/v1/organizations/:orgId': {
    summary: 'Get an organization',
    operationId: 'getOrganization',
    responses: {
      200: jsonAnswer('The organization and what the caller may do in it', ZOrganizationDetail),
    },
  },
  'PATCH /api/v1/organizations/:orgId': {
    summary: 'Update an organization',
    operationId: 'updateOrganization',
    body: json(ZOrganizationUpdate),
    errors: [400, 403, 409],
    responses: { 200: jsonAnswer('The organization as saved', ZOrganizationDetail) },
  },
  'POST /api/v1/organizations/:orgId/logo': {
    summary: 'Upload an organization logo',
    operationId: 'uploadOrganizationLogo',
    description: 'A PNG, JPEG, GIF or WebP image of at most 5 MB, as the form field `file`.',
    body: MULTIPART,
    errors: [400, 403, 413, 415],
    responses: { 200: jsonAnswer('The organization with its new logo', ZOrganizationDetail) },
  },
  'DELETE /api/v1/organizations/:orgId/logo': {
    summary: 'Remove an organization logo',
    operationId: 'removeOrganizationLogo',
    errors: [403],
    responses: { 200: jsonAnswer('The organization without a logo', ZOrganizationDetail) },
  },
  'GET /api/v1/organizations/:orgId/permissions': {
    summary: 'Get my permissions in an organization',
    operationId: 'getOrganizationPermissions',
    responses: { 200: jsonAnswer('What the caller may do there', ZOrganizationPermissions) },
  },
  'GET /api/v1/organizations/:orgId/roles': {
    summary: 'List roles',
    operationId: 'listRoles',
    errors: [403],
    responses: { 200: jsonAnswer('The system roles and the custom ones', z.array(ZRoleView)) },
  },
  'POST /api/v1/organizations/:orgId/roles': {
    summary: 'Create a role',
    operationId: 'createRole',
    body: json(ZRoleCreate),
    errors: [400, 403, 409],
    responses: { 201: jsonAnswer('The role created', ZRoleView) },
  },
  'PATCH /api/v1/organizations/:orgId/roles/:roleId': {
    summary: 'Update a role',
    operationId: 'updateRole',
    body: json(ZRoleUpdate),
    errors: [400, 403, 409],
    responses: { 200: jsonAnswer('The role as saved', ZRoleView) },
  },
  'DELETE /api/v1/organizations/:orgId/roles/:roleId': {
    summary: 'Delete a role',
    operationId: 'deleteRole',
    description: 'A system role, or one still held by a member or invitation, is refused.',
    errors: [403, 409],
    responses: { 204: emptyAnswer('Deleted') },
  },
  'GET /api/v1/organizations/:orgId/members': {
    summary: 'List members and pending invitations',
    operationId: 'listMembers',
    errors: [403],
    responses: { 200: jsonAnswer('The members and the pending invitations', ZMembersResponse) },
  },
  'PATCH /api/v1/organizations/:orgId/members/:memberId': {
    summary: "Change a member's role",
    operationId: 'updateMemberRole',
    body: json(ZMemberRoleUpdate),
    errors: [400, 403],
    responses: { 200: jsonAnswer('The member with the new role', ZMemberView) },
  },
  'DELETE /api/v1/organizations/:orgId/members/:memberId': {
    summary: 'Remove a member',
    operationId: 'removeMember',
    description:
      'The member’s clients go to the member `clientsTo` names, or stay unassigned ("unassigned").',
    query: ZMemberRemoval,
    errors: [400, 403],
    responses: { 204: emptyAnswer('Removed') },
  },
  'POST /api/v1/organizations/:orgId/transfer-ownership': {
    summary: 'Transfer ownership',
    operationId: 'transferOwnership',
    body: json(ZOwnershipTransfer),
    errors: [400, 403],
    responses: { 200: jsonAnswer('The members, with the new owner', ZMembersResponse) },
  },
  'POST /api/v1/organizations/:orgId/invitations': {
    summary: 'Invite a member',
    operationId: 'inviteMember',
    description: 'Mails an invitation link valid for 7 days.',
    body: json(ZInvitationCreate),
    errors: [400, 403, 409],
    responses: { 201: jsonAnswer('The pending invitation', ZInvitationView) },
  },
  'POST /api/v1/organizations/:orgId/invitations/:invitationId/resend': {
    summary: 'Resend an invitation',
    operationId: 'resendInvitation',
    description: 'Mails a new link; the old one stops working.',
    body: NO_BODY,
    errors: [403, 409],
    responses: { 200: jsonAnswer('The invitation, valid for 7 more days', ZInvitationView) },
  },
  'DELETE /api/v1/organizations/:orgId/invitations/:invitationId': {
    summary: 'Revoke an invitation',
    operationId: 'revokeInvitation',
    errors: [403],
    responses: { 204: emptyAnswer('Revoked: its link no longer works') },
  },
  'GET /api/v1/invitations/:token': {
    summary: 'Preview an invitation',
    operationId: 'previewInvitation',
    description: 'What the accept page shows; works signed out (the invitee may have no account).',
    isPublic: true,
    responses: { 200: jsonAnswer('The invitation and its state', ZInvitationPreview) },
  },
  'POST /api/v1/invitations/:token/accept': {
    summary: 'Accept an invitation',
    operationId: 'acceptInvitation',
    description: 'Signed in with the invited e-mail address.',
    body: NO_BODY,
    errors: [403, 409],
    responses: { 200: jsonAnswer('The organization joined', ZAcceptedInvitation) },
  },
} satisfies FeatureOperations;
