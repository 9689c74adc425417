// The web app's static serving: app routes get index.html, hashed assets a year-long
// cache, and everything else a real 404 page.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import type { AppDeps } from './http/types';
import { WEB_DIST_DIR, webAppRoutes, webStylesheets } from './web-app';

const config = loadConfig({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'scale-web-app-')),
  AUTH_SECRET: 'test-secret',
});
const app = () => webAppRoutes({ config } as Pick<AppDeps, 'config'> as AppDeps);

beforeAll(() => {
  // Builds dist/web only when it is missing or older than its sources.
  execFileSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' });
}, 120_000);

describe('web app routes', () => {
  it('gives the server-rendered pages the stylesheet the app was built with', async () => {
    const stylesheets = webStylesheets();
    expect(stylesheets).toHaveLength(1);
    const [href = ''] = stylesheets;
    expect(href).toMatch(/^\/assets\/[\w-]+\.css$/);
    const css = await app().request(href);
    expect(css.status).toBe(200);
    // The one stylesheet holds the design system's classes the pages use.
    expect(await css.text()).toContain('.bg-primary');
    const index = await (await app().request('/dashboard')).text();
    expect(index).toContain(`<link rel="stylesheet" crossorigin href="${href}">`);
  });

  it('serves index.html without caching for every app route', async () => {
    for (const path of [
      '/auth',
      '/auth/reset-password',
      '/dashboard',
      '/settings/profile',
      '/organizations/new',
    ]) {
      const response = await app().request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('<div id="root">');
      // Not in production: the debug panels may show.
      expect(html).toContain('<meta name="scale-env" content="development"');
    }
  });

  it('answers other paths with a 404 page that links home', async () => {
    const response = await app().request('/no-such-page/at-all');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page not found');
    expect(html).toContain('href="/"');
  });

  it('starts the booking page on a small runtime, after its first paint (decisions 023, 024)', () => {
    const html = readFileSync(join(WEB_DIST_DIR, 'booking.html'), 'utf8');
    expect(html).not.toMatch(/<script type="module"[^>]*src=|modulepreload/);
    const entry = /import\("\/assets\/([\w-]+\.js)"\)/.exec(html)?.[1];
    expect(entry).toBeDefined();
    // What a phone downloads and parses before the visitor can pick a time: the entry and
    // the chunks it imports (the form's rules load later, when a time is chosen).
    const startUp = new Set<string>();
    const visit = (file: string) => {
      if (startUp.has(file)) return;
      startUp.add(file);
      const code = readFileSync(join(WEB_DIST_DIR, 'assets', file), 'utf8');
      for (const [, imported] of code.matchAll(/(?:from|import)\s*"\.\/([\w-]+\.js)"/g))
        visit(imported!);
    };
    visit(entry!);
    const scripts = [...startUp].map((file) => ({
      code: readFileSync(join(WEB_DIST_DIR, 'assets', file), 'utf8'),
      gzipped: readFileSync(join(WEB_DIST_DIR, 'assets', `${file}.gz`)).length,
    }));
    // React DOM alone is ~68 KB gzipped: the page runs on Preact's compatible runtime.
    expect(scripts.some(({ code }) => code.includes('__REACT_DEVTOOLS_GLOBAL_HOOK__'))).toBe(false);
    const kilobytes = scripts.reduce((sum, { gzipped }) => sum + gzipped, 0) / 1024;
    expect(kilobytes).toBeLessThan(60);
  });

  it('serves hashed assets with an immutable cache, pre-compressed when asked', async () => {
    const files = readdirSync(join(WEB_DIST_DIR, 'assets'));
    const script = files.find((file) => file.endsWith('.js') && files.includes(`${file}.br`));
    const response = await app().request(`/assets/${script}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect((await app().request('/assets/missing-abc123.js')).status).toBe(404);
  });

  it('sends pdf.js’s worker compressed, under a policy of its own that lets it run wasm', async () => {
    const worker = readdirSync(join(WEB_DIST_DIR, 'assets')).find((file) =>
      /^pdf\.worker.*\.mjs$/.test(file),
    );
    const response = await app().request(`/assets/${worker}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'",
    );
    // Only the worker: the app's own scripts run under their pages' policies.
    const script = readdirSync(join(WEB_DIST_DIR, 'assets')).find((file) => file.endsWith('.js'));
    const other = await app().request(`/assets/${script}`);
    expect(other.headers.get('content-security-policy')).toBeNull();
  });

  it('revalidates pages with their ETag', async () => {
    const first = await app().request('/dashboard');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await app().request('/dashboard', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });
});
