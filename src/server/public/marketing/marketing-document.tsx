// The HTML document around every marketing page: head tags for search engines and
// link previews (title, description, canonical, Open Graph, Twitter), the shared
// stylesheet, and the site header and footer unless a page brings its own chrome.
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export type PageMeta = {
  title: string;
  description: string;
  /** The page's path, for the canonical address. */
  path: string;
  isIndexable?: boolean;
};

export type DocumentContext = {
  publicUrl: string;
  stylesheets: readonly string[];
};

type MarketingDocumentProps = {
  meta: PageMeta;
  context: DocumentContext;
  hasSiteChrome?: boolean;
  children: ReactNode;
};

export function MarketingDocument({
  meta,
  context,
  hasSiteChrome = true,
  children,
}: MarketingDocumentProps) {
  const canonical = `${context.publicUrl}${meta.path === '/' ? '/' : meta.path}`;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        {meta.isIndexable === false ? <meta name="robots" content="noindex" /> : null}
        <link rel="canonical" href={canonical} />
        <meta name="theme-color" content="#4f46e5" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content="Scale" />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:url" content={canonical} />
        <meta name="twitter:card" content="summary" />
        <meta name="twitter:title" content={meta.title} />
        <meta name="twitter:description" content={meta.description} />
        {context.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body className="min-h-dvh bg-background text-foreground antialiased">
        {hasSiteChrome ? (
          <>
            <a
              href="#main"
              className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
            >
              Skip to content
            </a>
            <SiteHeader />
            <main id="main">{children}</main>
            <SiteFooter />
          </>
        ) : (
          children
        )}
      </body>
    </html>
  );
}
