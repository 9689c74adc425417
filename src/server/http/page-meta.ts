// The tags that name and describe a page when shared (Open Graph, Twitter) and in search
// results, put into the app's index.html by the pages that serve it with their own meta.

import type { ShareImage } from '../platform/storage/share-image';
import { escapeHtml } from './escape';

export type PageMeta = {
  title: string;
  description: string;
  /** Absolute */
  url: string;
  image: ShareImage | null;
};

/**
 * The picture's tags: Open Graph's with its size, type and text (crawlers that know the
 * size before fetching draw the card at once), and the Twitter card's, which reads them
 * from its own names. A square picture: the small "summary" card.
 */
export function shareImageTags(image: ShareImage | null): { openGraph: string; twitter: string } {
  if (!image) return { openGraph: '', twitter: '' };
  const og = (property: string, content: string | number | undefined) =>
    content === undefined
      ? ''
      : `<meta property="og:image${property}" content="${escapeHtml(String(content))}">`;
  return {
    openGraph: [
      og('', image.url),
      og(':type', image.type),
      og(':width', image.width),
      og(':height', image.height),
      og(':alt', image.alt),
    ].join(''),
    twitter: `<meta name="twitter:image" content="${escapeHtml(image.url)}"><meta name="twitter:image:alt" content="${escapeHtml(image.alt)}">`,
  };
}

/** Puts the page's title, description and sharing tags into the app's index.html. */
export function injectPageMeta(indexHtml: string, meta: PageMeta): string {
  const image = shareImageTags(meta.image);
  const tags = [
    '<meta property="og:type" content="website">',
    '<meta property="og:site_name" content="Scale">',
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}">`,
    image.openGraph,
    '<meta name="twitter:card" content="summary">',
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    image.twitter,
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
