import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, MissingEnvironmentError } from './config';

const freshDataDir = () => join(mkdtempSync(join(tmpdir(), 'scale-config-')), 'data');

describe('loadConfig in production', () => {
  it('stops start-up naming every missing required variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      new MissingEnvironmentError(['AUTH_SECRET', 'PUBLIC_URL']),
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Missing required environment variables: AUTH_SECRET, PUBLIC_URL',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 's3cret' })).toThrow(
      'Missing required environment variables: PUBLIC_URL',
    );
  });

  it('treats blank values as missing', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        AUTH_SECRET: '  ',
        PUBLIC_URL: 'https://scale.example',
      }),
    ).toThrow('Missing required environment variables: AUTH_SECRET');
  });

  it('requires the rest of a sign-in provider once part of it is set', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        AUTH_SECRET: 's3cret',
        PUBLIC_URL: 'https://scale.example',
        OIDC_ISSUER: 'https://id.example',
      }),
    ).toThrow('Missing required environment variables: OIDC_CLIENT_ID, OIDC_CLIENT_SECRET');
  });

  it('starts with what it needs and never writes a secret to disk', () => {
    const dataDir = freshDataDir();
    const config = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: 's3cret',
      PUBLIC_URL: 'https://scale.example/',
      DATA_DIR: dataDir,
      SMTP_URL: 'smtp://mail.example:587',
    });
    expect(config).toMatchObject({
      isProduction: true,
      authSecret: 's3cret',
      publicUrl: 'https://scale.example',
      smtpUrl: 'smtp://mail.example:587',
    });
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe('loadConfig in development', () => {
  it('generates a secret once and keeps it in DATA_DIR across restarts', () => {
    const dataDir = freshDataDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, 'auth-secret');
    expect(readFileSync(file, 'utf8')).toBe(first.authSecret);
    // Only the owner may read it.
    expect(statSync(file).mode & 0o077).toBe(0);

    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first.authSecret);
    expect(loadConfig({ DATA_DIR: freshDataDir() }).authSecret).not.toBe(first.authSecret);
  });

  it('prefers AUTH_SECRET when given', () => {
    const dataDir = freshDataDir();
    expect(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'given' }).authSecret).toBe('given');
    expect(existsSync(join(dataDir, 'auth-secret'))).toBe(false);
  });

  it('defaults to port 3000, PGlite, no SMTP, and a public URL on that port', () => {
    const config = loadConfig({ DATA_DIR: freshDataDir(), PORT: '4100' });
    expect(config).toMatchObject({
      isProduction: false,
      port: 4100,
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:4100',
      google: undefined,
      oidc: undefined,
    });
    expect(loadConfig({ DATA_DIR: freshDataDir() }).port).toBe(3000);
  });

  it('rejects a PORT that is not a port number', () => {
    expect(() => loadConfig({ DATA_DIR: freshDataDir(), PORT: 'eighty' })).toThrow(
      'PORT must be a number between 0 and 65535, got "eighty"',
    );
  });

  it('keeps raw analytics events ANALYTICS_KEEP_DAYS days, 400 unless set, and stops on a bad value', () => {
    const dataDir = freshDataDir();
    expect(loadConfig({ DATA_DIR: dataDir }).analyticsKeepDays).toBe(400);
    expect(loadConfig({ DATA_DIR: dataDir, ANALYTICS_KEEP_DAYS: ' ' }).analyticsKeepDays).toBe(400);
    expect(loadConfig({ DATA_DIR: dataDir, ANALYTICS_KEEP_DAYS: '30' }).analyticsKeepDays).toBe(30);
    for (const bad of ['0', '-5', '1.5', 'forever', '400 days']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, ANALYTICS_KEEP_DAYS: bad })).toThrow(
        `ANALYTICS_KEEP_DAYS must be a whole number of at least 1, got "${bad}"`,
      );
    }
  });

  it('enables a sign-in provider only when it is fully configured', () => {
    const dataDir = freshDataDir();
    expect(loadConfig({ DATA_DIR: dataDir, GOOGLE_CLIENT_ID: 'id' }).google).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: dataDir, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' })
        .google,
    ).toEqual({ clientId: 'id', clientSecret: 'secret' });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        OIDC_ISSUER: 'https://id.example/',
        OIDC_CLIENT_ID: 'id',
        OIDC_CLIENT_SECRET: 'secret',
      }).oidc,
    ).toEqual({
      issuer: 'https://id.example',
      clientId: 'id',
      clientSecret: 'secret',
      name: 'SSO',
    });
  });
});
