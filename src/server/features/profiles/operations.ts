// The signed-in user's profile, settings and dashboard overview as the OpenAPI document
// describes them (routes.ts), and the Scale Page's QR code (scale-page/qr-routes.ts).
import {
  ZMe,
  ZNotificationPreferences,
  ZNotificationPreferencesView,
  ZOverview,
  ZProfileSettings,
  ZProfileUpdate,
  ZUsernameChange,
} from '../../../core/profile-schemas';
import {
  type FeatureOperations,
  fileAnswer,
  json,
  jsonAnswer,
  MULTIPART,
  type OperationTag,
} from '../../platform/openapi/operation-spec';

export const profileTag: OperationTag = {
  name: 'Profile',
  description:
    'The signed-in user: who they are, their profile and Scale Page address, avatar, ' +
    'notification preferences, QR code and the dashboard overview.',
};

export const profileOperations = {
  'GET /api/v1/me': {
    summary: 'Get me',
    operationId: 'getMe',
    responses: { 200: jsonAnswer('The signed-in user and their profile', ZMe) },
  },
  'GET /api/v1/dashboard/overview': {
    summary: 'Get the dashboard overview',
    operationId: 'getDashboardOverview',
    description:
      "Links and clicks are the caller's own (their Scale Page); clients are the workspace's they may see.",
    inWorkspace: true,
    responses: { 200: jsonAnswer('The four tiles', ZOverview) },
  },
  'GET /api/v1/me/profile': {
    summary: 'Get my profile settings',
    operationId: 'getProfileSettings',
    responses: { 200: jsonAnswer('The profile as the settings page edits it', ZProfileSettings) },
  },
  'PATCH /api/v1/me/profile': {
    summary: 'Update my profile',
    operationId: 'updateProfile',
    body: json(ZProfileUpdate),
    errors: [400],
    responses: { 200: jsonAnswer('The profile as saved', ZProfileSettings) },
  },
  'POST /api/v1/me/avatar': {
    summary: 'Upload my avatar',
    operationId: 'uploadAvatar',
    description: 'A PNG, JPEG, GIF or WebP image of at most 5 MB, as the form field `file`.',
    body: MULTIPART,
    errors: [400, 413, 415],
    responses: { 200: jsonAnswer('The profile with its new avatar', ZProfileSettings) },
  },
  'DELETE /api/v1/me/avatar': {
    summary: 'Remove my avatar',
    operationId: 'removeAvatar',
    responses: { 200: jsonAnswer('The profile without an avatar', ZProfileSettings) },
  },
  'PATCH /api/v1/me/username': {
    summary: 'Change my username',
    operationId: 'changeUsername',
    description: 'Moves the Scale Page to /<username>; a Pro and Business feature.',
    body: json(ZUsernameChange),
    errors: [400, 403, 409],
    responses: { 200: jsonAnswer('The profile with its new username', ZProfileSettings) },
  },
  'PATCH /api/v1/me/notifications': {
    summary: 'Update my notification preferences',
    operationId: 'updateNotificationPreferences',
    description: 'Send any of the six; the rest stay as they are.',
    body: json(ZNotificationPreferences),
    errors: [400],
    responses: { 200: jsonAnswer('All six preferences', ZNotificationPreferencesView) },
  },
  'GET /api/v1/me/qr.svg': {
    summary: "Download my Scale Page's QR code (SVG)",
    operationId: 'downloadQrSvg',
    responses: { 200: fileAnswer('The QR code of the Scale Page address', 'image/svg+xml') },
  },
  'GET /api/v1/me/qr.png': {
    summary: "Download my Scale Page's QR code (PNG)",
    operationId: 'downloadQrPng',
    responses: { 200: fileAnswer('The QR code of the Scale Page address, 1024 px', 'image/png') },
  },
} satisfies FeatureOperations;
