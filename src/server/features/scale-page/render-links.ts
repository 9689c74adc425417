// The Scale Page's links (issue 23): section headers as <h2> between lists of links, the
// featured link drawn larger, each user value escaped here. Colours come from the
// theme (currentColor, --page-text), so every theme keeps its contrast.
import { escapeHtml, isSafeImageUrl, isSafeLinkUrl } from '../../http/escape';
import type { ScalePageItem, ScalePageLink } from './scale-page-data';

/**
 * A header takes the page's text colour (the theme's --page-text, white on the default
 * gradient); the featured link keeps the button's own colours, ringed in its text colour
 * (which contrasts with the button in every theme) and larger.
 */
export const LINKS_STYLE =
  '.lh{margin:2rem 0 0;font-size:1.05rem;line-height:1.3;font-weight:700;text-align:center;color:var(--page-text,#fff);overflow-wrap:anywhere}.lh+.ls{margin-top:.75rem}.l.f{min-height:4.75rem;padding:1rem 1.5rem;font-size:1.1rem;box-shadow:inset 0 0 0 2px currentColor,0 10px 20px -6px rgba(0,0,0,.35)}.l.f b{font-weight:700}.l.f img{width:3.5rem;height:3.5rem}';

// Lucide's "external-link" (ISC licence), as the page's other icons.
const EXTERNAL_ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6"/></svg>';

type Section = { header: string | null; links: ScalePageLink[] };

/**
 * The links part of the page: one list per section, each after its header. A link
 * whose address is not http(s), mailto or tel is dropped, and so is a header with no
 * link under it (all of its links hidden or scheduled for later).
 */
export function renderLinks(items: readonly ScalePageItem[]): string {
  const sections: Section[] = [{ header: null, links: [] }];
  for (const item of items) {
    if (item.kind === 'header') sections.push({ header: item.title, links: [] });
    else if (isSafeLinkUrl(item.url)) sections[sections.length - 1]?.links.push(item);
  }
  const shown = sections.filter((section) => section.links.length > 0);
  if (shown.length === 0) return '<p class="e">No links yet.</p>';
  const body = shown
    .map(
      (section) =>
        `${section.header === null ? '' : `<h2 class="lh">${escapeHtml(section.header)}</h2>`}<ul class="ls">${section.links.map(renderLink).join('')}</ul>`,
    )
    .join('');
  return `<nav aria-label="Links">${body}</nav>`;
}

function renderLink(link: ScalePageLink): string {
  const thumbnail =
    link.thumbnailUrl && isSafeImageUrl(link.thumbnailUrl)
      ? `<img src="${escapeHtml(link.thumbnailUrl)}" alt="" width="44" height="44" loading="lazy">`
      : '';
  const description = link.description ? `<small>${escapeHtml(link.description)}</small>` : '';
  const id = escapeHtml(link.id);
  return `<li><a class="l${link.featured ? ' f' : ''}" href="/go/${id}" data-href="${escapeHtml(link.url.trim())}" data-link-id="${id}" rel="noopener">${thumbnail}<span class="t"><b>${escapeHtml(link.title)}</b>${description}</span>${EXTERNAL_ICON}</a></li>`;
}
