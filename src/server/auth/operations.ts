// The account endpoints as the OpenAPI document describes them: better-auth's under
// /api/auth that the web app calls (routes.ts hands them all to better-auth through one
// wildcard, so each is declared here to be listed), and the security page's under /api/v1.
import { z } from 'zod';
import {
  ZAuthError,
  ZAuthProviders,
  ZAuthStatus,
  ZAuthSuccess,
  ZBackupCodes,
  ZChangeEmail,
  ZChangePassword,
  ZPasswordChanged,
  ZPasswordConfirm,
  ZRequestPasswordReset,
  ZResetPassword,
  ZSecurityStatus,
  ZSendVerificationEmail,
  ZSessionView,
  ZSessionWithUser,
  ZSignInEmail,
  ZSignInResult,
  ZSignUpEmail,
  ZSignUpResult,
  ZSocialSignIn,
  ZSocialSignInStart,
  ZTwoFactorCode,
  ZTwoFactorEnabled,
  ZTwoFactorVerified,
  ZVerifyEmailQuery,
} from '../../core/auth-schemas';
import {
  emptyAnswer,
  type FeatureOperations,
  json,
  jsonAnswer,
  NO_BODY,
  type OperationTag,
} from '../platform/openapi/operation-spec';

export const authTag: OperationTag = {
  name: 'Account',
  description:
    'Sign-up, sign-in (e-mail and password, Google, OpenID Connect), password reset, ' +
    'e-mail verification, two-factor authentication and the signed-in sessions. The ' +
    '/api/auth endpoints are better-auth’s: they refuse with { code, message } (AuthError).',
};

export const authOperations = {
  'POST /api/auth/sign-up/email': {
    summary: 'Sign up with e-mail and password',
    operationId: 'signUpEmail',
    description:
      'Answers a taken address exactly as a new one and starts no session: the verification ' +
      'link mailed to the address signs the new account in.',
    isPublic: true,
    body: json(ZSignUpEmail),
    errors: [400, 422, 429],
    responses: { 200: jsonAnswer('The account, not yet verified', ZSignUpResult) },
  },
  'POST /api/auth/sign-in/email': {
    summary: 'Sign in with e-mail and password',
    operationId: 'signInEmail',
    description: 'Sets the session cookie, or asks for a second factor when two-factor is on.',
    isPublic: true,
    body: json(ZSignInEmail),
    errors: [401, 403, 429],
    responses: { 200: jsonAnswer('Signed in, or a second factor is needed', ZSignInResult) },
  },
  'POST /api/auth/sign-in/social': {
    summary: 'Start a Google or OpenID Connect sign-in',
    operationId: 'startSocialSignIn',
    isPublic: true,
    body: json(ZSocialSignIn),
    responses: { 200: jsonAnswer("The provider's address to open", ZSocialSignInStart) },
  },
  'POST /api/auth/sign-out': {
    summary: 'Sign out',
    operationId: 'signOut',
    isPublic: true,
    body: NO_BODY,
    responses: { 200: jsonAnswer('The session cookie is cleared', ZAuthSuccess) },
  },
  'GET /api/auth/get-session': {
    summary: 'Read the current session',
    operationId: 'getSession',
    isPublic: true,
    responses: { 200: jsonAnswer('The session and its user, or null', ZSessionWithUser) },
  },
  'POST /api/auth/request-password-reset': {
    summary: 'Mail a password reset link',
    operationId: 'requestPasswordReset',
    description: 'Answers the same whether or not the address has an account.',
    isPublic: true,
    body: json(ZRequestPasswordReset),
    errors: [429],
    responses: { 200: jsonAnswer('The link is mailed if the account exists', ZAuthStatus) },
  },
  'POST /api/auth/reset-password': {
    summary: 'Set a new password with a reset link’s token',
    operationId: 'resetPassword',
    isPublic: true,
    body: json(ZResetPassword),
    errors: [400],
    responses: { 200: jsonAnswer('The password is changed; other sessions end', ZAuthStatus) },
  },
  'POST /api/auth/send-verification-email': {
    summary: 'Mail the verification link again',
    operationId: 'sendVerificationEmail',
    isPublic: true,
    body: json(ZSendVerificationEmail),
    errors: [429],
    responses: { 200: jsonAnswer('The link is mailed', ZAuthStatus) },
  },
  'GET /api/auth/verify-email': {
    summary: 'Verify an e-mail address (the mailed link)',
    operationId: 'verifyEmail',
    isPublic: true,
    query: ZVerifyEmailQuery,
    responses: {
      200: jsonAnswer('Verified (without a callbackURL)', ZAuthStatus),
      302: emptyAnswer('Verified and signed in: on to the callbackURL'),
    },
  },
  'POST /api/auth/change-password': {
    summary: 'Change my password',
    operationId: 'changePassword',
    body: json(ZChangePassword),
    errors: [400],
    responses: { 200: jsonAnswer('Changed', ZPasswordChanged) },
  },
  'POST /api/auth/change-email': {
    summary: 'Change my e-mail address',
    operationId: 'changeEmail',
    description: 'Needs the current password; the new address confirms by a mailed link.',
    body: json(ZChangeEmail),
    errors: [400],
    responses: { 200: jsonAnswer('The confirmation link is mailed', ZAuthStatus) },
  },
  'POST /api/auth/two-factor/enable': {
    summary: 'Start turning two-factor authentication on',
    operationId: 'enableTwoFactor',
    body: json(ZPasswordConfirm),
    errors: [400],
    responses: { 200: jsonAnswer('The authenticator URI and backup codes', ZTwoFactorEnabled) },
  },
  'POST /api/auth/two-factor/disable': {
    summary: 'Turn two-factor authentication off',
    operationId: 'disableTwoFactor',
    body: json(ZPasswordConfirm),
    errors: [400],
    responses: { 200: jsonAnswer('Off', ZAuthStatus) },
  },
  'POST /api/auth/two-factor/generate-backup-codes': {
    summary: 'Replace my backup codes',
    operationId: 'generateBackupCodes',
    body: json(ZPasswordConfirm),
    errors: [400],
    responses: { 200: jsonAnswer('The new codes (the old ones stop working)', ZBackupCodes) },
  },
  'POST /api/auth/two-factor/verify-totp': {
    summary: 'Check an authenticator code',
    operationId: 'verifyTotp',
    description: 'The second step of a sign-in, or the first code that turns two-factor on.',
    isPublic: true,
    body: json(ZTwoFactorCode),
    errors: [401],
    responses: { 200: jsonAnswer('Accepted', ZTwoFactorVerified) },
  },
  'POST /api/auth/two-factor/verify-backup-code': {
    summary: 'Sign in with a backup code',
    operationId: 'verifyBackupCode',
    isPublic: true,
    body: json(ZTwoFactorCode),
    errors: [401],
    responses: { 200: jsonAnswer('Accepted; the code is used up', ZTwoFactorVerified) },
  },

  'GET /api/v1/auth/providers': {
    summary: 'List the sign-in providers',
    operationId: 'listAuthProviders',
    isPublic: true,
    responses: { 200: jsonAnswer('Which social sign-in buttons to show', ZAuthProviders) },
  },
  'GET /api/v1/me/security': {
    summary: 'Read my account security',
    operationId: 'getSecurityStatus',
    responses: { 200: jsonAnswer('Address, verification, two-factor, password', ZSecurityStatus) },
  },
  'GET /api/v1/me/sessions': {
    summary: 'List my signed-in sessions',
    operationId: 'listSessions',
    responses: { 200: jsonAnswer('Newest first', z.array(ZSessionView)) },
  },
  'POST /api/v1/me/sessions/revoke-others': {
    summary: 'Sign out my other sessions',
    operationId: 'revokeOtherSessions',
    body: NO_BODY,
    responses: { 204: emptyAnswer('Only this session remains') },
  },
  'DELETE /api/v1/me/sessions/:id': {
    summary: 'Sign out one session',
    operationId: 'revokeSession',
    responses: { 204: emptyAnswer('Signed out') },
  },
} satisfies FeatureOperations;

/** better-auth's endpoints refuse in its own shape. */
for (const [key, operation] of Object.entries(authOperations)) {
  if (key.includes(' /api/auth/')) Object.assign(operation, { errorSchema: ZAuthError });
}
