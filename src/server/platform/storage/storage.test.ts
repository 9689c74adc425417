import { describe, expect, it } from 'vitest';
import { loadConfig, MissingEnvironmentError } from '../../config';
import { createStorage } from './create-storage';
import { checkStoragePath, publicFileUrl } from './storage';

const S3_ENV = {
  S3_BUCKET: 'scale',
  S3_ENDPOINT: 'https://s3.example.com/',
  S3_REGION: 'eu-west-1',
  S3_ACCESS_KEY_ID: 'AKID',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('storage configuration', () => {
  it('uses the disk without S3 variables and S3 with all five', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/scale-x', AUTH_SECRET: 'x' }).s3).toBeUndefined();
    expect(loadConfig({ DATA_DIR: '/tmp/scale-x', AUTH_SECRET: 'x', ...S3_ENV }).s3).toEqual({
      bucket: 'scale',
      endpoint: 'https://s3.example.com',
      region: 'eu-west-1',
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
    });
    const storage = createStorage(loadConfig({ DATA_DIR: '/tmp/scale-x', AUTH_SECRET: 'x' }));
    expect(storage.publicUrl('avatars/u/avatar.webp')).toBe('/files/avatars/u/avatar.webp');
  });

  it('refuses a half-configured bucket, naming what is missing', () => {
    const { S3_SECRET_ACCESS_KEY: _, ...partial } = S3_ENV;
    expect(() => loadConfig({ DATA_DIR: '/tmp/scale-x', AUTH_SECRET: 'x', ...partial })).toThrow(
      new MissingEnvironmentError(['S3_SECRET_ACCESS_KEY']),
    );
  });
});

describe('storage paths', () => {
  it('accepts plain relative paths and refuses the rest', () => {
    expect(checkStoragePath('links/u1/abc.png')).toBe('links/u1/abc.png');
    for (const bad of ['', '/abs', '../x', 'a/../b', 'a/./b', 'a//b', 'a\\b', 'a\0b']) {
      expect(() => checkStoragePath(bad), bad).toThrow(/Invalid storage path/);
    }
  });

  it('encodes each segment of a public URL', () => {
    expect(publicFileUrl('links/u 1/a#b.png')).toBe('/files/links/u%201/a%23b.png');
  });
});
