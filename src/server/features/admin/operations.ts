// The platform-admin API as the OpenAPI document describes it (routes.ts serves it).
import {
  ZAdminOrganizationPage,
  ZAdminOrganizationUpdate,
  ZAdminOrganizationView,
  ZAdminUserPage,
  ZAdminUserUpdate,
  ZAdminUserView,
} from '../../../core/admin-schemas';
import {
  type FeatureOperations,
  json,
  jsonAnswer,
  type OperationTag,
} from '../../platform/openapi/operation-spec';
import { ZAdminListQuery } from './admin-page';

export const adminTag: OperationTag = {
  name: 'Platform admin',
  description:
    'For platform admins only (anyone else gets 404): users’ plan tiers and admin flags, ' +
    'and switching organizations on or off.',
};

export const adminOperations = {
  'GET /api/v1/admin/users': {
    summary: 'List users',
    operationId: 'adminListUsers',
    description: '50 a page, newest first; `q` matches e-mail, username or name.',
    query: ZAdminListQuery,
    errors: [400, 404],
    responses: { 200: jsonAnswer('One page of users', ZAdminUserPage) },
  },
  'PATCH /api/v1/admin/users/:userId': {
    summary: "Change a user's tier or admin flag",
    operationId: 'adminUpdateUser',
    body: json(ZAdminUserUpdate),
    errors: [400],
    responses: { 200: jsonAnswer('The user as saved', ZAdminUserView) },
  },
  'GET /api/v1/admin/organizations': {
    summary: 'List organizations',
    operationId: 'adminListOrganizations',
    description: '50 a page, newest first; `q` matches the name or slug.',
    query: ZAdminListQuery,
    errors: [400, 404],
    responses: { 200: jsonAnswer('One page of organizations', ZAdminOrganizationPage) },
  },
  'PATCH /api/v1/admin/organizations/:orgId': {
    summary: 'Switch an organization on or off',
    operationId: 'adminUpdateOrganization',
    body: json(ZAdminOrganizationUpdate),
    errors: [400],
    responses: { 200: jsonAnswer('The organization as saved', ZAdminOrganizationView) },
  },
} satisfies FeatureOperations;
