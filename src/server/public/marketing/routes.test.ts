// The marketing pages render as complete, static HTML documents.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLANS } from '../../../core/plans';
import { loadConfig } from '../../config';
import type { AppDeps } from '../../http/types';
import { marketingRoutes } from './routes';

const config = loadConfig({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'scale-marketing-')),
  AUTH_SECRET: 'test-secret',
  PUBLIC_URL: 'https://scale.example',
});
const app = marketingRoutes({ config } as Pick<AppDeps, 'config'> as AppDeps);

describe('marketing pages', () => {
  for (const path of ['/', '/features', '/pricing', '/demo']) {
    it(`${path} has its search and sharing tags and no client script`, async () => {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await response.text();
      expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true);
      expect(html).toMatch(/<title>[^<]*Scale[^<]*<\/title>/);
      expect(html).toContain('<meta name="description" content="');
      expect(html).toContain(`<link rel="canonical" href="https://scale.example${path}"/>`);
      expect(html).toContain('<meta property="og:title" content="');
      expect(html).not.toContain('<script');
    });
  }

  it('renders the plan prices from the plans table', async () => {
    const html = await (await app.request('/pricing')).text();
    for (const plan of Object.values(PLANS)) expect(html).toContain(plan.priceLabel);
    expect(html).toContain('Unlimited');
  });

  it('compresses with brotli when the browser accepts it', async () => {
    const response = await app.request('/', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
  });
});
