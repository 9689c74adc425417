// Serves the built single-page app (dist/web): hashed assets with a year-long
// cache, index.html for the app's own routes, and a real 404 page for the rest.
// Mounted last: every other route (API, marketing, public pages) matches first.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import APP_PATHS from '../core/app-paths.json' with { type: 'json' };
import { documentPageShellRoutes } from './features/documents/viewer/document-page-shell';
import { bookingPageShellRoutes } from './features/scheduling/booking-page/booking-page-shell';
import { PDF_WORKER_POLICY } from './http/content-security-policy';
import { notFound } from './http/errors';
import { type HtmlPage, prepareHtml, sendHtml } from './http/html-response';
import type { AppDeps, AppEnv } from './http/types';
import { PROJECT_ROOT } from './project-root';
import { renderNotFoundPage, renderWebAppMissingPage } from './public/marketing/status-pages';

export const WEB_DIST_DIR = join(PROJECT_ROOT, 'dist/web');
const INDEX_FILE = join(WEB_DIST_DIR, 'index.html');
/** The public booking page's own entry (decision 023). */
const BOOKING_FILE = join(WEB_DIST_DIR, 'booking.html');
const MANIFEST_FILE = join(WEB_DIST_DIR, '.vite', 'manifest.json');

/**
 * Set by `npm run dev` (scripts/dev.mjs): Vite's dev server answers the app routes
 * and the stylesheet itself, and proxies everything else to this server.
 */
export const IS_VITE_DEV_SERVER = process.env.SCALE_VITE_DEV === '1';

/** The paths the web app routes in the browser (src/web/app-paths.json; dev.mjs reads it too). */
export const WEB_APP_PATHS: readonly string[] = APP_PATHS;

/** Turns "/auth" and "/auth/*" into Hono route patterns. */
function honoPattern(path: string): string {
  return path.endsWith('/*') ? `${path.slice(0, -2)}/:rest{.+}` : path;
}

export class WebAppNotBuiltError extends Error {
  constructor() {
    super(
      `The web app is not built: ${INDEX_FILE} is missing. ` +
        'Run "npm run build" before starting in production (npm start builds it automatically).',
    );
  }
}

export function webAppRoutes(deps: AppDeps): Hono<AppEnv> {
  const { config } = deps;
  const app = new Hono<AppEnv>();
  if (config.isProduction && !IS_VITE_DEV_SERVER && !existsSync(INDEX_FILE)) {
    throw new WebAppNotBuiltError();
  }

  // File names carry a content hash, so a cached copy can never be stale.
  app.use('/assets/*', cacheFor('public, max-age=31536000, immutable'));
  app.use('/assets/*', pdfWorkerPolicy());
  app.use('/assets/*', staticFiles({ precompressed: true }));
  app.use('/favicon.svg', cacheFor('public, max-age=86400'));
  app.use('/favicon.svg', staticFiles({ precompressed: false }));

  const readIndexHtml = () => {
    if (!existsSync(INDEX_FILE)) return undefined;
    const html = readFileSync(INDEX_FILE, 'utf8');
    // Lets the browser app show its development panels whenever the server is not in production.
    const mode = config.isProduction ? 'production' : 'development';
    return html.replace(
      /<meta name="scale-env" content="[a-z]*"/,
      `<meta name="scale-env" content="${mode}"`,
    );
  };
  const indexHtml = cachedPage(config.isProduction, readIndexHtml);
  const missingPage = cachedPage(config.isProduction, () =>
    renderWebAppMissingPage({ config, stylesheets: webStylesheets() }),
  );
  const notFoundPage = cachedPage(config.isProduction, () =>
    renderNotFoundPage({ config, stylesheets: webStylesheets() }),
  );

  // The booking pages' shell carries their title and sharing tags (read once in production).
  // So do the shared document pages.
  const shellHtml = readOnceInProduction(config.isProduction, readIndexHtml);
  const bookingHtml = readOnceInProduction(config.isProduction, () =>
    existsSync(BOOKING_FILE) ? readFileSync(BOOKING_FILE, 'utf8') : undefined,
  );
  app.route('/', bookingPageShellRoutes(deps, { indexHtml: shellHtml, bookingHtml }));
  app.route('/', documentPageShellRoutes(deps, shellHtml));

  for (const path of WEB_APP_PATHS) {
    app.get(honoPattern(path), (c) => {
      const page = indexHtml();
      if (!page) return sendHtml(c, missingPage()!, { status: 503 });
      return sendHtml(c, page);
    });
  }

  app.get('*', (c) => sendHtml(c, notFoundPage()!, { status: 404 }));
  app.all('*', () => {
    throw notFound();
  });
  return app;
}

/**
 * serveStatic over dist/web, created on the first request that finds the folder:
 * the app may be built after the server started (tests, a build next to a running dev
 * server), and serveStatic complains at creation when its root is missing.
 */
function staticFiles(options: { precompressed: boolean }): MiddlewareHandler<AppEnv> {
  let handler: MiddlewareHandler<AppEnv> | undefined;
  return (c, next) => {
    if (!handler) {
      if (!existsSync(WEB_DIST_DIR)) return next();
      handler = serveStatic({ root: WEB_DIST_DIR, ...options });
    }
    return handler(c, next);
  };
}

/** Sets Cache-Control on the file a later middleware found (not on its 404). */
function cacheFor(cacheControl: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 206)
      c.res.headers.set('Cache-Control', cacheControl);
  };
}

/** pdf.js's worker script (built as assets/pdf.worker.min-{hash}.mjs) carries its own policy. */
function pdfWorkerPolicy(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status === 200 && /^\/assets\/pdf\.worker[^/]*\.m?js$/.test(c.req.path)) {
      c.res.headers.set('Content-Security-Policy', PDF_WORKER_POLICY);
    }
  };
}

/**
 * The stylesheets every server-rendered page links: the built app's CSS (one
 * cached file for the marketing pages and the app), or the dev server's source.
 */
export function webStylesheets(): string[] {
  if (IS_VITE_DEV_SERVER) return ['/styles.css'];
  const manifest = readManifest();
  if (!manifest) return [];
  // The app's CSS may sit on a chunk the entry imports.
  const files = new Set<string>();
  const visit = (key: string, seen: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported, seen);
  };
  visit('index.html', new Set());
  return [...files];
}

type ViteManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

let manifestCache: { mtimeMs: number; manifest: ViteManifest } | undefined;

function readManifest(): ViteManifest | undefined {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(MANIFEST_FILE).mtimeMs;
  } catch {
    return undefined;
  }
  // A rebuild while the server runs (npm run build next to npm start) must not leave
  // pages pointing at deleted CSS, so the manifest is re-read when it changes.
  if (manifestCache?.mtimeMs !== mtimeMs) {
    manifestCache = { mtimeMs, manifest: JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) };
  }
  return manifestCache.manifest;
}

/** A built file read once in production; elsewhere on each call, like cachedPage. */
function readOnceInProduction(
  isProduction: boolean,
  read: () => string | undefined,
): () => string | undefined {
  let cached: string | undefined;
  return () => {
    if (!isProduction) return read();
    cached ??= read();
    return cached;
  };
}

/**
 * Renders a page once in production; elsewhere on each request, so a rebuild of
 * the web app shows up without a restart.
 */
export function cachedPage(
  isProduction: boolean,
  render: () => string | undefined,
): () => HtmlPage | undefined {
  let cached: { html: string; page: HtmlPage } | undefined;
  return () => {
    if (isProduction && cached) return cached.page;
    const html = render();
    if (html === undefined) return undefined;
    if (cached?.html !== html) cached = { html, page: prepareHtml(html) };
    return cached.page;
  };
}
