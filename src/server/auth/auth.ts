// Identity with better-auth: e-mail + password, Google and any OIDC provider, e-mail
// verification, password reset, change of password and e-mail, two-factor sign-in with
// an authenticator app, database sessions and database rate limits. It writes
// our snake_case tables (db/migrations/0001_auth_and_profiles.sql) through the shared
// connection, and gives every new account its profile in the same transaction.
import { betterAuth } from 'better-auth';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import type { DB } from '../db/types';
import { allowedOrigins } from '../http/allowed-origins';
import { enqueueMail } from '../platform/mail/outbox';
import { type AuthDatabase, createAuthDatabase } from './auth-database';
import { emailVerificationMail, passwordResetMail, signUpAttemptMail } from './auth-mails';
import { CLIENT_IP_HEADER, clientIpHeaderValue, withClientIp } from './client-ip';
import { emailChangeGuard } from './email-change-guard';
import { emailChangeMail, emailChangeNoticeMail, emailChangeOf } from './email-change-mail';
import { withVerificationLanding } from './verification-landing';

export const MIN_PASSWORD_LENGTH = 8;

/** Cookie set by the sign-in page before a social sign-in: the browser's IANA time zone. */
export const TIME_ZONE_COOKIE = 'scale_tz';

/** The provider id of the configured OIDC provider (callback /api/auth/callback/oidc). */
export const OIDC_PROVIDER_ID = 'oidc';

/**
 * Requests per IP address and window (seconds) on the paths people could abuse: password
 * guessing, mass sign-ups, and mail bombing through reset and verification mails.
 */
export const AUTH_RATE_LIMITS = {
  '/sign-in/email': { window: 60, max: 5 },
  '/sign-up/email': { window: 60, max: 5 },
  '/sign-in/social': { window: 60, max: 10 },
  '/request-password-reset': { window: 60, max: 3 },
  '/reset-password': { window: 60, max: 5 },
  '/send-verification-email': { window: 60, max: 3 },
  // Both check the current password: a stolen session must not become a guessing oracle.
  '/change-password': { window: 60, max: 5 },
  '/change-email': { window: 60, max: 5 },
  // better-auth's own 3 per 10 s locks out a person who mistypes a code twice; codes
  // are also capped per sign-in attempt and per account (lockout after 10 failures).
  '/two-factor/*': { window: 60, max: 10 },
} as const;

/** The name in authenticator apps, beside the account's e-mail. */
export const TOTP_ISSUER = 'Scale';

export type AuthDeps = {
  config: Config;
  database: Database;
  /** Trusted reverse proxies (IPs or CIDR ranges) whose X-Forwarded-For is believed. */
  trustedProxies?: readonly string[];
  /**
   * Runs in the transaction that creates a user's first account, so what it writes (the
   * profile) commits or rolls back with the account. Passed in by server.ts: the auth
   * platform knows no feature.
   */
  onAccountCreated: (db: Kysely<DB>, account: NewAccount) => Promise<unknown>;
};

/** Who just signed up, as the sign-up form or the identity provider gave it. */
export type NewAccount = {
  userId: string;
  name: string;
  email: string;
  /** The browser's time zone, as reported; may be anything. */
  timezone?: unknown;
};

/**
 * Built on first use: better-auth reads its base URL once, and PUBLIC_URL is only
 * final once the server has bound its port (tests listen on port 0).
 */
export function createAuth(deps: AuthDeps) {
  const database = createAuthDatabase(deps.database.db);
  let instance: BetterAuth | undefined;
  const auth = () => {
    instance ??= buildBetterAuth(deps, database);
    return instance;
  };
  const trustedProxies = deps.trustedProxies ?? [];
  return {
    /**
     * Answers /api/auth/*. `peerAddress` is the TCP peer of the request; the client IP
     * better-auth limits by is derived from it, never taken from the client.
     */
    handler(request: Request, peerAddress?: string): Promise<Response> {
      const ip = clientIpHeaderValue(
        peerAddress,
        request.headers.get('x-forwarded-for'),
        trustedProxies,
      );
      return auth().handler(withClientIp(request, ip));
    },
    get api(): BetterAuth['api'] {
      return auth().api;
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;

type BetterAuth = ReturnType<typeof buildBetterAuth>;

function buildBetterAuth(
  { config, trustedProxies = [], onAccountCreated }: AuthDeps,
  database: AuthDatabase,
) {
  const timestamps = { createdAt: 'created_at', updatedAt: 'updated_at' };

  return betterAuth({
    appName: 'Scale',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: allowedOrigins(config),
    telemetry: { enabled: false },
    database: { db: database.kysely, type: 'postgres', transaction: true },

    user: {
      modelName: 'users',
      fields: { emailVerified: 'email_verified', ...timestamps },
      // The new address gets a verification mail whose link makes the switch; the
      // current password is checked first by emailChangeGuard.
      changeEmail: { enabled: true },
    },
    session: {
      modelName: 'sessions',
      fields: {
        userId: 'user_id',
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        ...timestamps,
      },
    },
    account: {
      modelName: 'accounts',
      fields: {
        userId: 'user_id',
        providerId: 'provider_id',
        accountId: 'account_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        ...timestamps,
      },
    },
    verification: {
      modelName: 'verifications',
      fields: { expiresAt: 'expires_at', ...timestamps },
    },
    rateLimit: {
      // better-auth limits only in production by default; we want the same behaviour
      // everywhere, and tests prove it.
      enabled: true,
      storage: 'database',
      modelName: 'rate_limits',
      fields: { lastRequest: 'last_request' },
      window: 60,
      max: 100,
      customRules: AUTH_RATE_LIMITS,
    },
    advanced: {
      cookiePrefix: 'scale',
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER], trustedProxies: [...trustedProxies] },
    },

    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      // Sign-in does not wait for verification: accounts made before issue 16 never
      // verified, and see a quiet banner with a resend button instead.
      requireEmailVerification: false,
      // Sign-up answers a taken address exactly as a new one (no session for either),
      // so it cannot tell anyone who has an account; the verification link signs the new
      // account in, and the taken address's owner is mailed instead (issue 16).
      autoSignIn: false,
      async onExistingUserSignUp({ user }) {
        const signIn = `${config.publicUrl}/auth`;
        const reset = `${config.publicUrl}/auth/forgot-password`;
        await enqueueMail(database.current(), {
          to: user.email,
          ...signUpAttemptMail(signIn, reset),
        });
      },
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        // The web app's page, which calls better-auth's resetPassword with the token.
        const link = `${config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
        await enqueueMail(database.current(), { to: user.email, ...passwordResetMail(link) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url, token }) {
        // Runs inside the sign-up transaction: the mail exists only if the account does.
        const db = database.current();
        const change = emailChangeOf(token);
        if (!change) {
          const link = withVerificationLanding(url);
          await enqueueMail(db, { to: user.email, ...emailVerificationMail(link) });
          return;
        }
        await enqueueMail(db, { to: change.to, ...emailChangeMail(url) });
        await enqueueMail(db, { to: change.from, ...emailChangeNoticeMail(change.to) });
      },
    },

    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            prompt: 'select_account',
          },
        }
      : {},
    plugins: [
      emailChangeGuard(),
      twoFactor({
        issuer: TOTP_ISSUER,
        schema: {
          user: { fields: { twoFactorEnabled: 'two_factor_enabled' } },
          twoFactor: {
            modelName: 'two_factors',
            fields: {
              userId: 'user_id',
              backupCodes: 'backup_codes',
              failedVerificationCount: 'failed_verification_count',
              lockedUntil: 'locked_until',
            },
          },
        },
      }),
      ...(config.oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: OIDC_PROVIDER_ID,
                  name: config.oidc.name,
                  clientId: config.oidc.clientId,
                  clientSecret: config.oidc.clientSecret,
                  discoveryUrl: `${config.oidc.issuer}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                  prompt: 'select_account',
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],

    databaseHooks: {
      user: {
        create: {
          // The sign-up form asks for no name; the e-mail's local part stands in.
          async before(user) {
            if (user.name?.trim()) return;
            return { data: { name: user.email.split('@')[0] ?? user.email } };
          },
        },
      },
      account: {
        create: {
          // The first account of a user is written right after the user, inside the
          // same transaction (user.create.after would run only after commit), so the
          // profile commits or rolls back with the account.
          async before(account, context) {
            const db = database.current();
            const user = await db
              .selectFrom('users')
              .select(['name', 'email'])
              .where('id', '=', account.userId)
              .executeTakeFirstOrThrow();
            const body = context?.body as { timezone?: unknown } | undefined;
            await onAccountCreated(db, {
              userId: account.userId,
              name: user.name,
              email: user.email,
              timezone: body?.timezone ?? readCookie(context, TIME_ZONE_COOKIE),
            });
          },
        },
      },
    },
  });
}

function readCookie(
  context: { getCookie(name: string): string | null } | null,
  name: string,
): string | undefined {
  const raw = context?.getCookie(name);
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}
