// Reads the environment once at start-up. Production refuses to start without the
// variables it cannot safely invent; development generates a secret and keeps it.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type OAuthProviderConfig = { clientId: string; clientSecret: string };
export type OidcProviderConfig = OAuthProviderConfig & { issuer: string; name: string };
/** Stripe billing (issue 22, decision 065): both keys, or plans stay with the administrator. */
export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  /** STRIPE_API_BASE: another API address (tests' recording server); Stripe's own without it. */
  apiBase: string | undefined;
};
/** An S3-compatible bucket (AWS, MinIO, R2...); uploads go to the disk under DATA_DIR without it. */
export type S3Config = {
  bucket: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

export type Config = {
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  google: OAuthProviderConfig | undefined;
  oidc: OidcProviderConfig | undefined;
  /** Proxies (IPs or CIDRs) whose X-Forwarded-For is believed, for per-client rate limits. */
  trustedProxies: string[];
  /** TRUSTED_ORIGINS: origins besides PUBLIC_URL's whose pages may write (http/allowed-origins.ts). */
  trustedOrigins: string[];
  /** How often the mail sender polls the outbox; 0 turns the loop off (tests drive it). */
  mailSenderIntervalMs: number;
  /** How often the task reminder job looks for due tasks; 0 turns the loop off (tests drive it). */
  taskReminderIntervalMs: number;
  /** How often the embedded database (PGlite) is looked at for a VACUUM (decision 060); 0 turns it off. */
  embeddedVacuumIntervalMs: number;
  /** How often the calendar sync loop runs (decision 059); 0 turns it off (tests drive it). */
  calendarSyncIntervalMs: number;
  /** How often the booking reminder job looks for due reminders; 0 turns it off (decision 058). */
  bookingReminderIntervalMs: number;
  /** How often the webhook delivery job looks for due deliveries (decision 072); 0 turns it off. */
  webhookDeliveryIntervalMs: number;
  /** How often the analytics rollup job builds the days that ended (decision 091); 0 turns it off. */
  analyticsRollupIntervalMs: number;
  /** ANALYTICS_KEEP_DAYS: raw page views and link clicks older than this are deleted (decision 092). */
  analyticsKeepDays: number;
  /** How often the raw analytics events past analyticsKeepDays are deleted; 0 turns it off. */
  analyticsPruneIntervalMs: number;
  /** WEBHOOK_RETRY_DELAYS_MS: the waits before each retry of a failed delivery, comma-separated. */
  webhookRetryDelaysMs: number[];
  /** WEBHOOK_TIMEOUT_MS: how long a webhook endpoint has to answer. */
  webhookTimeoutMs: number;
  /** Set when all five S3_* variables are; files then live in that bucket. */
  s3: S3Config | undefined;
  /** BEACON_LIMIT_PER_MINUTE: replaces each public beacon's own per-client limit (src/core/rate-limits.ts). */
  beaconLimitPerMinute: number | undefined;
  /** Set when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET both are. */
  stripe: StripeConfig | undefined;
  /**
   * CHECK_API_RESPONSES=1 (the tests): every JSON answer of an operation that declares
   * its body is checked against that schema, and a mismatch answers 500, so the OpenAPI
   * document cannot drift from what the server sends.
   */
  checkApiResponses: boolean;
};

const REQUIRED_IN_PRODUCTION = ['AUTH_SECRET', 'PUBLIC_URL'] as const;

export class MissingEnvironmentError extends Error {
  constructor(readonly names: string[]) {
    super(`Missing required environment variables: ${names.join(', ')}`);
  }
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const isProduction = env.NODE_ENV === 'production';
  const value = (name: string) => {
    const v = env[name]?.trim();
    return v ? v : undefined;
  };

  if (isProduction) {
    const missing: string[] = REQUIRED_IN_PRODUCTION.filter((name) => !value(name));
    const pairs = [
      ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_ISSUER'],
      ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
    ];
    for (const group of pairs) {
      if (group.some((name) => value(name))) missing.push(...group.filter((name) => !value(name)));
    }
    if (missing.length > 0) throw new MissingEnvironmentError(missing);
  }

  const port = Number(value('PORT') ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a number between 0 and 65535, got "${env.PORT}"`);
  }
  const dataDir = resolve(value('DATA_DIR') ?? './data');
  const publicUrl = (value('PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const googleId = value('GOOGLE_CLIENT_ID');
  const googleSecret = value('GOOGLE_CLIENT_SECRET');
  const oidcIssuer = value('OIDC_ISSUER');
  const oidcId = value('OIDC_CLIENT_ID');
  const oidcSecret = value('OIDC_CLIENT_SECRET');

  return {
    isProduction,
    port,
    host: value('HOST') ?? '0.0.0.0',
    dataDir,
    databaseUrl: value('DATABASE_URL'),
    publicUrl,
    authSecret: value('AUTH_SECRET') ?? developmentSecret(dataDir),
    smtpUrl: value('SMTP_URL'),
    mailFrom: value('MAIL_FROM') ?? 'Scale <no-reply@localhost>',
    google:
      googleId && googleSecret ? { clientId: googleId, clientSecret: googleSecret } : undefined,
    oidc:
      oidcIssuer && oidcId && oidcSecret
        ? {
            issuer: oidcIssuer.replace(/\/+$/, ''),
            clientId: oidcId,
            clientSecret: oidcSecret,
            name: value('OIDC_NAME') ?? 'SSO',
          }
        : undefined,
    trustedProxies: (value('TRUSTED_PROXIES') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    trustedOrigins: trustedOrigins(value('TRUSTED_ORIGINS')),
    mailSenderIntervalMs: Number(value('MAIL_SENDER_INTERVAL_MS') ?? 1000),
    taskReminderIntervalMs: Number(value('TASK_REMINDER_INTERVAL_MS') ?? 15_000),
    embeddedVacuumIntervalMs: Number(value('EMBEDDED_VACUUM_INTERVAL_MS') ?? 60_000),
    calendarSyncIntervalMs: Number(value('CALENDAR_SYNC_INTERVAL_MS') ?? 5000),
    bookingReminderIntervalMs: Number(value('BOOKING_REMINDER_INTERVAL_MS') ?? 15_000),
    webhookDeliveryIntervalMs: Number(value('WEBHOOK_DELIVERY_INTERVAL_MS') ?? 1000),
    analyticsRollupIntervalMs: Number(value('ANALYTICS_ROLLUP_INTERVAL_MS') ?? 60_000),
    analyticsKeepDays: positiveInteger('ANALYTICS_KEEP_DAYS', value('ANALYTICS_KEEP_DAYS')) ?? 400,
    analyticsPruneIntervalMs: Number(value('ANALYTICS_PRUNE_INTERVAL_MS') ?? 3_600_000),
    webhookRetryDelaysMs: retryDelays(value('WEBHOOK_RETRY_DELAYS_MS')),
    webhookTimeoutMs: positiveInteger('WEBHOOK_TIMEOUT_MS', value('WEBHOOK_TIMEOUT_MS')) ?? 10_000,
    s3: s3Config(value),
    beaconLimitPerMinute: positiveInteger(
      'BEACON_LIMIT_PER_MINUTE',
      value('BEACON_LIMIT_PER_MINUTE'),
    ),
    stripe: stripeConfig(value),
    checkApiResponses: value('CHECK_API_RESPONSES') === '1',
  };
}

function stripeConfig(value: (name: string) => string | undefined): StripeConfig | undefined {
  const secretKey = value('STRIPE_SECRET_KEY');
  const webhookSecret = value('STRIPE_WEBHOOK_SECRET');
  if (!secretKey || !webhookSecret) return undefined;
  return { secretKey, webhookSecret, apiBase: value('STRIPE_API_BASE') };
}

/** Comma-separated origins (https://app.example.com); anything else stops the start. */
function trustedOrigins(raw: string | undefined): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return entries.map((entry) => {
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== entry) {
      throw new Error(
        `TRUSTED_ORIGINS must list origins such as https://app.example.com, got "${entry}"`,
      );
    }
    return url.origin;
  });
}

/**
 * The Standard Webhooks schedule (decision 072): retries after 5 s, 5 min, 30 min, 2 h,
 * 5 h, 10 h and 10 h — a little over a day — then the delivery has failed.
 */
export const DEFAULT_WEBHOOK_RETRY_DELAYS_MS = [
  5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000,
];

function retryDelays(raw: string | undefined): number[] {
  if (raw === undefined) return DEFAULT_WEBHOOK_RETRY_DELAYS_MS;
  const delays = raw.split(',').map((entry) => Number(entry.trim()));
  if (delays.some((delay) => !Number.isInteger(delay) || delay < 0)) {
    throw new Error(
      `WEBHOOK_RETRY_DELAYS_MS must list whole numbers of milliseconds, got "${raw}"`,
    );
  }
  return delays;
}

function positiveInteger(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const number = Number(raw);
  if (!Number.isInteger(number) || number < 1) {
    throw new Error(`${name} must be a whole number of at least 1, got "${raw}"`);
  }
  return number;
}

const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/** All five S3_* variables, or none: a half-configured bucket is a mistake worth stopping for. */
function s3Config(value: (name: string) => string | undefined): S3Config | undefined {
  const set = S3_VARIABLES.filter((name) => value(name));
  if (set.length === 0) return undefined;
  if (set.length < S3_VARIABLES.length) {
    throw new MissingEnvironmentError(S3_VARIABLES.filter((name) => !value(name)));
  }
  return {
    bucket: value('S3_BUCKET') as string,
    endpoint: (value('S3_ENDPOINT') as string).replace(/\/+$/, ''),
    region: value('S3_REGION') as string,
    accessKeyId: value('S3_ACCESS_KEY_ID') as string,
    secretAccessKey: value('S3_SECRET_ACCESS_KEY') as string,
  };
}

/** A random secret generated on first run and kept in DATA_DIR, so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
