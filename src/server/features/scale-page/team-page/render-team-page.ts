// Renders a team page (/team/:orgSlug, issue 22) to one self-contained HTML document in
// the Scale Page's look (its style, avatar, links and contact form pieces), with no script
// at all: links go through /team/:slug/go/:id, which counts the click, and the route
// counts the view (decision 062). Every user value is escaped here.
import { escapeHtml, isSafeImageUrl, isSafeLinkUrl, jsonForScript } from '../../../http/escape';
import { shareImageTags } from '../../../http/page-meta';
import { shareImageOf } from '../../../platform/storage/share-image';
import { LEAD_FORM_STYLE, type LeadFormView, renderLeadForm } from '../lead-form-html';
import { initialsOf, STYLE as SCALE_PAGE_STYLE, sha256 } from '../render-scale-page';
import type { TeamEventTypeLink, TeamPageData, TeamPageMember } from './team-page-data';

const TEAM_STYLE =
  '.lg{border-radius:1rem}.tm{margin-top:2rem;display:grid;grid-template-columns:repeat(auto-fill,minmax(7.5rem,1fr));gap:.75rem}.tm a,.tm span{display:flex;flex-direction:column;align-items:center;gap:.4rem;padding:.75rem .5rem;border-radius:.85rem;background:rgba(255,255,255,.12);color:#fff;text-decoration:none;text-align:center;font-weight:600;font-size:.9rem;overflow-wrap:anywhere}.tm a:hover{background:rgba(255,255,255,.22)}.tm .av{width:3.5rem;height:3.5rem;font-size:1.1rem;box-shadow:none}h2.s{margin:2rem 0 0;color:#fff;font-size:1rem;text-align:center}';

const BASE_STYLE = SCALE_PAGE_STYLE + TEAM_STYLE;
const FORM_STYLE = BASE_STYLE + LEAD_FORM_STYLE;

function policy(style: string, form: boolean): string {
  return [
    "default-src 'none'",
    `style-src ${sha256(style)}`,
    "script-src 'none'",
    'img-src * data:',
    "base-uri 'none'",
    `form-action ${form ? "'self'" : "'none'"}`,
    "frame-ancestors 'self'",
  ].join('; ');
}

export type RenderedTeamPage = { html: string; contentSecurityPolicy: string };

export const teamPagePath = (slug: string) => `/team/${encodeURIComponent(slug)}`;

function avatar(name: string, url: string | null, size: number, className = 'av'): string {
  const alt = escapeHtml(`${name}'s avatar`);
  return url && isSafeImageUrl(url)
    ? `<img class="${className}" src="${escapeHtml(url)}" alt="${alt}" width="${size}" height="${size}" loading="lazy">`
    : `<div class="${className}" role="img" aria-label="${alt}">${escapeHtml(initialsOf(name))}</div>`;
}

function renderMember(member: TeamPageMember): string {
  const inner = `${avatar(member.name, member.avatarUrl, 56)}${escapeHtml(member.name)}`;
  return member.username
    ? `<li><a href="/${escapeHtml(encodeURIComponent(member.username))}">${inner}</a></li>`
    : `<li><span>${inner}</span></li>`;
}

/** The team's active team event types, each to its booking page; nothing when none. */
function renderTeamEventTypes(eventTypes: readonly TeamEventTypeLink[]): string {
  if (eventTypes.length === 0) return '';
  const items = eventTypes
    .map(
      (event) =>
        `<li><a class="l" href="${escapeHtml(event.href)}"><span class="t"><b>${escapeHtml(event.title)}</b><small>${event.durationMinutes} min</small></span></a></li>`,
    )
    .join('');
  return `<h2 class="s" id="ev">Book a meeting</h2><ul class="ls" aria-labelledby="ev">${items}</ul>`;
}

export function renderTeamPage(
  data: TeamPageData,
  publicUrl: string,
  options: { leadForm?: LeadFormView } = {},
): RenderedTeamPage {
  const { team } = data;
  const path = teamPagePath(team.slug);
  const pageUrl = `${publicUrl}${path}`;
  const description =
    team.description?.trim() || `${team.name} on Scale: our team and how to reach us.`;
  const title = `${team.name} | Scale`;
  const links = data.links.filter((link) => isSafeLinkUrl(link.url));
  const shareImage = shareImageOf(team.logoUrl, publicUrl, `${team.name}'s logo`);
  const imageTags = shareImageTags(shareImage);
  const formHtml = data.leadFormEnabled
    ? renderLeadForm(`${path}/contact`, options.leadForm ?? {})
    : '';
  const style = formHtml ? FORM_STYLE : BASE_STYLE;

  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: team.name,
    url: pageUrl,
    ...(shareImage ? { logo: shareImage.url } : {}),
    ...(team.description?.trim() ? { description: team.description.trim() } : {}),
    sameAs: links.map((link) => link.url).filter((url) => /^https?:\/\//i.test(url)),
  };
  const meta = [
    `<meta name="description" content="${escapeHtml(description)}">`,
    '<meta name="robots" content="index,follow">',
    `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}">`,
    '<meta property="og:site_name" content="Scale">',
    imageTags.openGraph,
    '<meta name="twitter:card" content="summary">',
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
    imageTags.twitter,
  ].join('');

  const linksHtml =
    links.length > 0
      ? `<nav aria-label="Links"><ul class="ls">${links
          .map(
            (link) =>
              `<li><a class="l" href="${escapeHtml(`${path}/go/${link.id}`)}" rel="noopener"><span class="t"><b>${escapeHtml(link.title)}</b></span></a></li>`,
          )
          .join('')}</ul></nav>`
      : '';
  const membersHtml =
    data.members.length > 0
      ? `<h2 class="s" id="tmh">Our team</h2><ul class="tm" aria-labelledby="tmh">${data.members.map(renderMember).join('')}</ul>`
      : '';
  const bio = team.description?.trim();

  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)}</title>${meta}<script type="application/ld+json">${jsonForScript(jsonLd)}</script><style>${style}</style></head><body><main><section class="p" aria-labelledby="n">${avatar(team.name, team.logoUrl, 96, 'av lg')}<h1 id="n">${escapeHtml(team.name)}</h1>${bio ? `<p class="bio">${escapeHtml(bio)}</p>` : ''}</section>${linksHtml}${renderTeamEventTypes(data.eventTypes)}${membersHtml}${formHtml}</main>${data.showsBranding ? '<footer><a href="/">Create your own Scale Page</a></footer>' : ''}</body></html>`;
  return { html, contentSecurityPolicy: policy(style, Boolean(formHtml)) };
}
