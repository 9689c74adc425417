// What the account endpoints take and answer: better-auth's own under /api/auth (the ones
// the web app calls, as better-auth 1.x sends them) and the account security page's
// under /api/v1/me. Shared by the server's OpenAPI declarations and the web.
import { z } from 'zod';

const zTimestamp = z.string().describe('ISO 8601 date-time');

/** better-auth's user as its endpoints answer it (our extra columns ride along). */
export const ZAuthUser = z
  .looseObject({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    image: z.string().nullish(),
    emailVerified: z.boolean(),
    createdAt: zTimestamp,
    updatedAt: zTimestamp,
  })
  .meta({ id: 'AuthUser' });

export const ZAuthSession = z
  .looseObject({
    id: z.string(),
    userId: z.string(),
    expiresAt: zTimestamp,
    createdAt: zTimestamp,
    updatedAt: zTimestamp,
  })
  .meta({ id: 'AuthSession' });

/** better-auth's refusals: `{ code, message }` (not the JSON API's Error shape). */
export const ZAuthError = z
  .looseObject({ code: z.string().optional(), message: z.string() })
  .meta({ id: 'AuthError' });

const callbackURL = z.string().optional().describe('An app path to land on after the mail link');

export const ZSignUpEmail = z
  .looseObject({ email: z.email(), password: z.string(), name: z.string(), callbackURL })
  .meta({ id: 'SignUpEmail' });
export const ZSignUpResult = z
  .object({
    token: z.string().nullable().describe('Always null: the verification link signs in'),
    user: ZAuthUser,
  })
  .meta({ id: 'SignUpResult' });

export const ZSignInEmail = z
  .looseObject({
    email: z.email(),
    password: z.string(),
    callbackURL,
    rememberMe: z.boolean().optional(),
  })
  .meta({ id: 'SignInEmail' });
export const ZSignedIn = z
  .looseObject({
    redirect: z.boolean(),
    token: z.string(),
    url: z.string().nullish(),
    user: ZAuthUser,
  })
  .meta({ id: 'SignedIn' });
export const ZSecondFactorNeeded = z
  .looseObject({
    twoFactorRedirect: z.literal(true),
    twoFactorMethods: z.array(z.string()).optional(),
  })
  .meta({ id: 'SecondFactorNeeded' });
export const ZSignInResult = z.union([ZSignedIn, ZSecondFactorNeeded]).meta({ id: 'SignInResult' });

export const ZSocialSignIn = z
  .looseObject({
    provider: z.string().describe('google, or oidc for the configured OpenID Connect provider'),
    callbackURL,
    errorCallbackURL: z.string().optional(),
    disableRedirect: z.boolean().optional(),
  })
  .meta({ id: 'SocialSignIn' });
export const ZSocialSignInStart = z
  .looseObject({ url: z.string(), redirect: z.boolean() })
  .meta({ id: 'SocialSignInStart' });

export const ZSessionWithUser = z
  .object({ session: ZAuthSession, user: ZAuthUser })
  .nullable()
  .meta({ id: 'SessionWithUser' });

export const ZAuthStatus = z.looseObject({ status: z.boolean() }).meta({ id: 'AuthStatus' });
export const ZAuthSuccess = z.looseObject({ success: z.boolean() }).meta({ id: 'AuthSuccess' });

export const ZRequestPasswordReset = z
  .looseObject({ email: z.email(), redirectTo: z.string().optional() })
  .meta({ id: 'RequestPasswordReset' });
export const ZResetPassword = z
  .looseObject({ newPassword: z.string(), token: z.string() })
  .meta({ id: 'ResetPassword' });
export const ZSendVerificationEmail = z
  .looseObject({ email: z.email(), callbackURL })
  .meta({ id: 'SendVerificationEmail' });
export const ZVerifyEmailQuery = z.object({
  token: z.string(),
  callbackURL: z.string().optional(),
});

export const ZChangePassword = z
  .looseObject({
    currentPassword: z.string(),
    newPassword: z.string(),
    revokeOtherSessions: z.boolean().optional(),
  })
  .meta({ id: 'ChangePassword' });
export const ZPasswordChanged = z
  .looseObject({ token: z.string().nullable(), user: ZAuthUser })
  .meta({ id: 'PasswordChanged' });
export const ZChangeEmail = z
  .looseObject({ newEmail: z.email(), currentPassword: z.string(), callbackURL })
  .meta({ id: 'ChangeEmail' });

export const ZPasswordConfirm = z
  .looseObject({ password: z.string() })
  .meta({ id: 'PasswordConfirm' });
export const ZTwoFactorEnabled = z
  .looseObject({ totpURI: z.string(), backupCodes: z.array(z.string()) })
  .meta({ id: 'TwoFactorEnabled' });
export const ZBackupCodes = z
  .looseObject({ status: z.boolean(), backupCodes: z.array(z.string()) })
  .meta({ id: 'BackupCodes' });
export const ZTwoFactorCode = z
  .looseObject({ code: z.string(), trustDevice: z.boolean().optional() })
  .meta({ id: 'TwoFactorCode' });
export const ZTwoFactorVerified = z
  .looseObject({ token: z.string().optional(), user: ZAuthUser.optional() })
  .meta({ id: 'TwoFactorVerified' });

/** GET /api/v1/auth/providers: which social sign-in buttons the sign-in page shows. */
export const ZAuthProviders = z
  .object({ google: z.boolean(), oidc: z.object({ name: z.string() }).nullable() })
  .meta({ id: 'AuthProviders' });
export type AuthProviders = z.infer<typeof ZAuthProviders>;

/** GET /api/v1/me/security. */
export const ZSecurityStatus = z
  .object({
    email: z.string(),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
    hasPassword: z
      .boolean()
      .describe('False for accounts that only sign in with Google or SSO: nothing to change'),
  })
  .meta({ id: 'SecurityStatus' });
export type SecurityStatus = z.infer<typeof ZSecurityStatus>;

/** One of GET /api/v1/me/sessions (the token never leaves the server). */
export const ZSessionView = z
  .object({
    id: z.string(),
    device: z.string(),
    ipAddress: z.string().nullable(),
    createdAt: zTimestamp,
    lastActiveAt: zTimestamp,
    isCurrent: z.boolean(),
  })
  .meta({ id: 'SessionView' });
export type SessionView = z.infer<typeof ZSessionView>;
