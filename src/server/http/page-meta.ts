// The tags that name and describe a page when shared (Open Graph, Twitter) and in search
// results, put into the app's index.html by the pages that serve it with their own meta.

import { escapeHtml } from './escape';

export type PageMeta = {
  title: string;
  description: string;
  /** Absolute */
  url: string;
  image: string | null;
};

/** Puts the page's title, description and sharing tags into the app's index.html. */
export function injectPageMeta(indexHtml: string, meta: PageMeta): string {
  const tags = [
    '<meta property="og:type" content="website">',
    '<meta property="og:site_name" content="Scale">',
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}">`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}">`] : []),
    '<meta name="twitter:card" content="summary">',
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    ...(meta.image ? [`<meta name="twitter:image" content="${escapeHtml(meta.image)}">`] : []),
  ].join('');
  return (
    indexHtml
      // Replacement functions: a "$&" in a host's text must stay text.
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${escapeHtml(meta.description)}">${tags}`,
      )
  );
}
