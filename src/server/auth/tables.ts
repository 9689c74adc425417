// Kysely's view of the identity tables better-auth writes (see
// db/migrations/0001_auth_and_profiles.sql). Our own code mostly reads them.
import type { ColumnType, Generated } from 'kysely';

/** Read as Date; written as a Date or an SQL expression. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type AuthTables = {
  users: {
    id: string;
    name: string;
    email: string;
    emailVerified: Generated<boolean>;
    image: string | null;
    twoFactorEnabled: Generated<boolean>;
    createdAt: Generated<Timestamp>;
    updatedAt: Generated<Timestamp>;
  };
  sessions: {
    id: string;
    userId: string;
    token: string;
    expiresAt: Timestamp;
    ipAddress: string | null;
    userAgent: string | null;
    createdAt: Generated<Timestamp>;
    updatedAt: Generated<Timestamp>;
  };
  accounts: {
    id: string;
    userId: string;
    providerId: string;
    accountId: string;
    accessToken: string | null;
    refreshToken: string | null;
    idToken: string | null;
    accessTokenExpiresAt: Timestamp | null;
    refreshTokenExpiresAt: Timestamp | null;
    scope: string | null;
    password: string | null;
    createdAt: Generated<Timestamp>;
    updatedAt: Generated<Timestamp>;
  };
  verifications: {
    id: string;
    identifier: string;
    value: string;
    expiresAt: Timestamp;
    createdAt: Generated<Timestamp>;
    updatedAt: Generated<Timestamp>;
  };
  /** better-auth's twoFactor plugin (migration 0005); secret and codes are encrypted. */
  twoFactors: {
    id: string;
    userId: string;
    secret: string;
    backupCodes: string;
    verified: Generated<boolean>;
    failedVerificationCount: Generated<number>;
    lockedUntil: Timestamp | null;
  };
  rateLimits: {
    id: string;
    key: string;
    count: number;
    /** Milliseconds since the epoch. */
    lastRequest: number;
  };
};
