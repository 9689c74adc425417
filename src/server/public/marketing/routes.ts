// The public marketing pages: /, /features, /pricing and the built-in /demo Scale Page.
// Static HTML rendered on the server (no client JavaScript), cached in production.
import { Hono } from 'hono';
import { sendHtml } from '../../http/html-response';
import type { AppDeps, AppEnv } from '../../http/types';
import { cachedPage, webStylesheets } from '../../web-app';
import { renderDemoPage } from './demo-page';
import { renderFeaturesPage } from './features-page';
import { renderLandingPage } from './landing-page';
import type { DocumentContext } from './marketing-document';
import { renderPricingPage } from './pricing-page';

const PAGES: Record<string, (context: DocumentContext) => string> = {
  '/': renderLandingPage,
  '/features': renderFeaturesPage,
  '/pricing': renderPricingPage,
  '/demo': renderDemoPage,
};

export function marketingRoutes({ config }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const [path, render] of Object.entries(PAGES)) {
    const page = cachedPage(config.isProduction, () =>
      render({ publicUrl: config.publicUrl, stylesheets: webStylesheets() }),
    );
    app.get(path, (c) => sendHtml(c, page()!));
  }
  return app;
}
