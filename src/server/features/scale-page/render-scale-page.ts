// Renders a Scale Page to one self-contained HTML document: inline CSS, a few
// lines of inline script for direct link targets and click and view beacons, no client
// framework, fully usable with JavaScript off. Every user value is escaped here.
import { createHash } from 'node:crypto';
import { hasPoweredByBranding, showsScaleBranding } from '../../../core/plans';
import { escapeHtml, isSafeImageUrl, isSafeLinkUrl, jsonForScript } from '../../http/escape';
import { shareImageTags } from '../../http/page-meta';
import { type ShareImage, shareImageOf } from '../../platform/storage/share-image';
import { appearanceCss, socialRowHtml } from './appearance/appearance-style';
import { LEAD_FORM_STYLE, type LeadFormView, renderLeadForm } from './lead-form-html';
import { LINKS_STYLE, renderLinks } from './render-links';
import { linksOf, type ScalePageData, type ScalePageProfile } from './scale-page-data';

export type RenderedScalePage = {
  html: string;
  /** The Content-Security-Policy that allows exactly this page's inline style and script. */
  contentSecurityPolicy: string;
};

/** The Scale Page's look, which the team page shares (team-page/render-team-page.ts). */
export const STYLE = `*{box-sizing:border-box}html{-webkit-text-size-adjust:100%;background:#5b21b6}body{margin:0;min-height:100vh;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:linear-gradient(180deg,#4f46e5,#5b21b6) fixed;display:flex;flex-direction:column}main{width:100%;max-width:36rem;margin:0 auto;padding:2.5rem 1rem 1.5rem;flex:1}.p{text-align:center;color:#fff}.av{width:6rem;height:6rem;margin:0 auto;border-radius:50%;object-fit:cover;background:#fff;color:#4338ca;display:flex;align-items:center;justify-content:center;font-size:2rem;font-weight:700;box-shadow:0 0 0 4px rgba(255,255,255,.3),0 10px 15px -3px rgba(0,0,0,.2)}h1{margin:1rem 0 0;font-size:1.5rem;line-height:1.25;overflow-wrap:anywhere}.bio{margin:.75rem auto 0;max-width:28rem;color:#e0e7ff;white-space:pre-line;overflow-wrap:anywhere}ul{list-style:none;margin:0;padding:0}.c{display:flex;flex-wrap:wrap;justify-content:center;gap:.75rem;margin-top:2rem}.c a{display:inline-flex;align-items:center;gap:.5rem;min-height:2.75rem;padding:.5rem 1.1rem;border-radius:999px;background:rgba(255,255,255,.16);color:#fff;font-weight:600;font-size:.95rem;text-decoration:none}.c a:hover{background:rgba(255,255,255,.26)}svg{width:1.15rem;height:1.15rem;flex:none;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}.ls{margin-top:2rem;display:grid;gap:.75rem}.l{display:flex;align-items:center;gap:.85rem;min-height:3.5rem;padding:.75rem 1.25rem;border-radius:.85rem;background:#fff;color:#0f172a;text-decoration:none;box-shadow:0 1px 2px rgba(0,0,0,.1);transition:transform .15s,box-shadow .15s}.l:hover{transform:translateY(-2px);box-shadow:0 8px 16px -4px rgba(0,0,0,.25)}.l img{width:2.75rem;height:2.75rem;border-radius:.5rem;object-fit:cover;flex:none}.t{flex:1;min-width:0;overflow-wrap:anywhere}.t b{display:block;font-weight:600}.t small{display:block;color:#475569;font-size:.875rem}.l svg{color:#94a3b8}a:focus-visible{outline:2px solid #fff;outline-offset:2px}.e{margin-top:2rem;text-align:center;color:#e0e7ff}footer{padding:1rem 1rem 2rem;text-align:center;font-size:.875rem}footer a{color:#e0e7ff;text-decoration:none}footer a:hover{color:#fff;text-decoration:underline}.pw{display:inline-flex;align-items:center;gap:.4rem;margin-top:.5rem;padding:.4rem .9rem;border-radius:999px;background:rgba(255,255,255,.12)}.pw b{color:#fff}`;

// Sends JavaScript visitors straight to each link's target (visitors without it go
// through /go/{id}, which counts the click) and counts the click with a beacon,
// which the browser delivers even while it leaves the page. Then counts the view
// itself with a beacon (the <noscript> pixel does it without JavaScript), so the HTML
// carries no per-visit work: once per load, not for the owner's live preview
// (?preview=1) nor for the contact form's answers (data-nv), and for a prerendered page
// only once the visitor actually shows it.
const SCRIPT = `document.querySelectorAll('a[data-link-id]').forEach(function(a){a.href=a.getAttribute('data-href');function b(e){if(e.type=='auxclick'&&e.button!=1)return;try{navigator.sendBeacon('/api/v1/track/click',JSON.stringify({linkId:a.getAttribute('data-link-id')}))}catch(x){}}a.addEventListener('click',b);a.addEventListener('auxclick',b)});(function(){var m=document.querySelector('meta[property="profile:username"]');if(!m||document.body.hasAttribute('data-nv')||new URLSearchParams(location.search).get('preview')=='1')return;function v(){try{navigator.sendBeacon('/api/v1/track/view',JSON.stringify({username:m.content,referrer:document.referrer}))}catch(x){}}if(document.prerendering)document.addEventListener('prerenderingchange',v,{once:true});else v()})()`;

/** The page's own style: the shared look plus its links' headers and featured link. */
const PAGE_STYLE = STYLE + LINKS_STYLE;

export const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * Nothing on the page may load or run but its own inline style and script (and the
 * theme's font from this site, issue 23).
 */
const contentSecurityPolicy = (style: string, withForm: boolean) =>
  [
    "default-src 'none'",
    `style-src ${sha256(style)}`,
    `script-src ${sha256(SCRIPT)}`,
    'img-src * data:',
    "font-src 'self'",
    "connect-src 'self'",
    "base-uri 'none'",
    // With the contact form on, the form may post to this site.
    withForm ? "form-action 'self'" : "form-action 'none'",
    // The owner's links editor shows the page in a same-origin preview frame.
    "frame-ancestors 'self'",
  ].join('; ');

/** With the contact form on: its style too. */
const STYLE_WITH_FORM = PAGE_STYLE + LEAD_FORM_STYLE;

// Lucide icon paths (ISC licence), drawn inline so the page makes no extra requests.
const ICONS = {
  whatsapp: '<path d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z"/>',
  phone:
    '<path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z"/>',
  contact:
    '<path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2"/><circle cx="9" cy="7" r="4"/><path d="M19 8v6M22 11h-6"/>',
  external:
    '<path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6"/>',
  calendar: '<rect x="3" y="4" width="18" height="18" rx="2"/><path d="M16 2v4M8 2v4M3 10h18"/>',
} as const;

const icon = (name: keyof typeof ICONS) =>
  `<svg viewBox="0 0 24 24" aria-hidden="true">${ICONS[name]}</svg>`;

export type ContactButton = { label: string; href: string; icon: keyof typeof ICONS };

/**
 * The contact buttons, each only when the owner has set what it needs. Schedule links
 * to the owner's booking page, or to the chooser when they have several active event
 * types (find-scale-page.ts decides which).
 */
export function contactButtons(profile: ScalePageProfile): ContactButton[] {
  const buttons: ContactButton[] = [];
  const whatsappDigits = profile.whatsappNumber?.replace(/\D/g, '');
  if (whatsappDigits) {
    buttons.push({ label: 'WhatsApp', href: `https://wa.me/${whatsappDigits}`, icon: 'whatsapp' });
  }
  const phone = profile.phoneNumber?.replace(/[^\d+]/g, '');
  if (phone) buttons.push({ label: 'Call', href: `tel:${phone}`, icon: 'phone' });
  if (profile.schedulePath) {
    buttons.push({ label: 'Schedule', href: profile.schedulePath, icon: 'calendar' });
  }
  buttons.push({
    label: 'Save contact',
    href: `/${encodeURIComponent(profile.username)}/contact.vcf`,
    icon: 'contact',
  });
  return buttons;
}

export function displayNameOf(profile: ScalePageProfile): string {
  return profile.displayName?.trim() || profile.username;
}

/**
 * The picture of the page's link previews and saved contact: the avatar as a JPEG of
 * known size (share-image.ts), described as the page's own <img> describes it.
 */
export function scalePageImage(profile: ScalePageProfile, publicUrl: string): ShareImage | null {
  return shareImageOf(profile.avatarUrl, publicUrl, avatarAlt(displayNameOf(profile)));
}

const avatarAlt = (name: string) => `${name}'s avatar`;

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [name.trim()];
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toUpperCase();
}

export function renderScalePage(
  data: ScalePageData,
  publicUrl: string,
  leadForm: LeadFormView = {},
): RenderedScalePage {
  const { profile } = data;
  const formHtml = profile.leadFormEnabled
    ? renderLeadForm(`/${encodeURIComponent(profile.username)}/contact`, leadForm)
    : '';
  // The contact form's answers (thanks, or the form again with its errors) are the same
  // visit as the page the form was sent from: counted there, not again here.
  const isFormAnswer = Object.keys(leadForm).length > 0;
  const name = displayNameOf(profile);
  const pageUrl = `${publicUrl}/${encodeURIComponent(profile.username)}`;
  const bio = profile.bio?.trim() || null;
  const description = bio ?? `${name} on Scale: links and ways to get in touch.`;
  const avatar = profile.avatarUrl && isSafeImageUrl(profile.avatarUrl) ? profile.avatarUrl : null;
  const shareImage = scalePageImage(profile, publicUrl);
  const imageTags = shareImageTags(shareImage);
  const links = linksOf(data.links).filter((link) => isSafeLinkUrl(link.url));
  const title = `${name} | Scale`;
  // The owner's look (issue 23) after the base style; no rules for the default look.
  const style = (formHtml ? STYLE_WITH_FORM : PAGE_STYLE) + appearanceCss(data.appearance);

  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name,
    url: pageUrl,
    ...(shareImage ? { image: shareImage.url } : {}),
    ...(bio ? { description: bio } : {}),
    sameAs: links.map((link) => link.url).filter((url) => /^https?:\/\//i.test(url)),
  };

  const meta = [
    `<meta name="description" content="${escapeHtml(description)}">`,
    '<meta name="robots" content="index,follow">',
    `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
    `<meta property="og:type" content="profile">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}">`,
    '<meta property="og:site_name" content="Scale">',
    `<meta property="profile:username" content="${escapeHtml(profile.username)}">`,
    imageTags.openGraph,
    '<meta name="twitter:card" content="summary">',
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
    imageTags.twitter,
  ].join('');

  const avatarHtml = avatar
    ? `<img class="av" src="${escapeHtml(avatar)}" alt="${escapeHtml(avatarAlt(name))}" width="96" height="96">`
    : `<div class="av" role="img" aria-label="${escapeHtml(avatarAlt(name))}">${escapeHtml(initialsOf(name))}</div>`;

  const contacts = contactButtons(profile)
    .map(
      (button) =>
        `<li><a href="${escapeHtml(button.href)}"${button.icon === 'contact' ? ' download' : ''}>${icon(button.icon)}${escapeHtml(button.label)}</a></li>`,
    )
    .join('');

  const linksHtml = renderLinks(data.links);

  // Decision 064: "Powered by" on Free only; Business drops Scale's footer altogether.
  const branding = hasPoweredByBranding(profile.tier)
    ? '<br><a class="pw" href="/">Powered by <b>Scale</b></a>'
    : '';
  const footer = showsScaleBranding(profile.tier)
    ? `<footer><a href="/">Create your own Scale Page</a>${branding}</footer>`
    : '';

  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)}</title>${meta}<script type="application/ld+json">${jsonForScript(jsonLd)}</script><style>${style}</style></head><body${isFormAnswer ? ' data-nv' : ''}><main><section class="p" aria-labelledby="n">${avatarHtml}<h1 id="n">${escapeHtml(name)}</h1>${bio ? `<p class="bio">${escapeHtml(bio)}</p>` : ''}${socialRowHtml(data.appearance)}</section><nav aria-label="Contact"><ul class="c">${contacts}</ul></nav>${linksHtml}${formHtml}</main>${footer}${isFormAnswer ? '' : `<noscript><img src="/api/v1/track/view.gif?u=${escapeHtml(encodeURIComponent(profile.username))}" alt="" width="1" height="1"></noscript>`}<script>${SCRIPT}</script></body></html>`;
  return {
    html,
    contentSecurityPolicy: contentSecurityPolicy(style, formHtml !== ''),
  };
}
