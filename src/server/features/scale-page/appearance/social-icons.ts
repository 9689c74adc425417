// The social icons' drawings: 24×24 strokes in the style of the page's other icons
// (Lucide, ISC licence, where Lucide has one; simple marks drawn for the rest).
import type { SocialPlatform } from '../../../../core/appearance/social-links';

export const SOCIAL_ICON_PATHS: Record<SocialPlatform, string> = {
  instagram:
    '<rect x="2" y="2" width="20" height="20" rx="5"/><circle cx="12" cy="12" r="4"/><path d="M17.5 6.5h.01"/>',
  tiktok: '<path d="M9 12a4 4 0 1 0 4 4V2c.6 3 2.8 5 6 5"/>',
  youtube:
    '<path d="M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17"/><path d="m10 15 5-3-5-3z"/>',
  x: '<path d="M4 4h4.5L20 20h-4.5zM4 20l6.5-6.5M13.5 10.5 20 4"/>',
  linkedin:
    '<path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z"/><rect width="4" height="12" x="2" y="9"/><circle cx="4" cy="4" r="2"/>',
  facebook: '<path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z"/>',
  threads:
    '<path d="M16.5 11.5C16 8.5 14.5 7.5 12 7.5c-2.5 0-4 1.7-4 4.5s1.5 4.5 4 4.5c3 0 4.5-2 4.5-5 0-5-3-8.5-7.5-8.5S2.5 6.5 2.5 12s3.5 9.5 9 9.5c3 0 5-1 6.5-2.5"/>',
  github:
    '<path d="M15 22v-4a4.8 4.8 0 0 0-1-3.5c3 0 6-2 6-5.5.1-1.2-.3-2.5-1-3.5.3-1.1.3-2.3 0-3.5 0 0-1 0-3 1.5a13.4 13.4 0 0 0-8 0C6 2 5 2 5 2c-.3 1.2-.3 2.4 0 3.5A5.4 5.4 0 0 0 4 9c0 3.5 3 5.5 6 5.5-.4.5-.7 1-.9 1.7-.2.6-.2 1.2-.1 1.8v4"/><path d="M9 18c-4.5 2-5-2-7-2"/>',
  whatsapp:
    '<path d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z"/><path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8a4 4 0 0 1-1.8-1.8l.8-1-1-2z"/>',
  email: '<rect x="2" y="4" width="20" height="16" rx="2"/><path d="m22 7-10 6L2 7"/>',
  telegram:
    '<path d="M14.5 21.7a.5.5 0 0 0 .9 0l6.5-19a.5.5 0 0 0-.6-.6l-19 6.5a.5.5 0 0 0 0 .9l7.9 3.2a2 2 0 0 1 1.1 1.1z"/><path d="m21.9 2.1-11 11"/>',
  pinterest:
    '<circle cx="12" cy="12" r="10"/><path d="M11 10.5 8.5 21.5M10 13.5c.5 1 1.3 1.5 2.5 1.5 2.5 0 4-2 4-4.5S14.5 6.5 12 6.5 7.5 8.3 7.5 11c0 1 .3 1.8.8 2.3"/>',
  snapchat:
    '<path d="M7.5 20.5a1.6 1.6 0 0 1 2.3 0l1 1a1.6 1.6 0 0 0 2.3 0l1-1a1.6 1.6 0 0 1 2.3 0l1.1 1.1a1.4 1.4 0 0 0 2.4-1V10a8 8 0 0 0-16 0v10.6a1.4 1.4 0 0 0 2.4 1z"/><path d="M9 10v1M15 10v1"/>',
  twitch: '<path d="M21 2H3v16h5v4l4-4h5l4-4V2zm-10 9V7m5 4V7"/>',
  spotify:
    '<circle cx="12" cy="12" r="10"/><path d="M7 9.5c3.5-1 7-.7 10 1M7.5 13c3-.8 6-.5 8.5 1M8 16.3c2.3-.6 4.6-.4 6.6.8"/>',
  discord:
    '<path d="M8 7.5a13 13 0 0 1 8 0M7.5 17c2.8 1.3 6.2 1.3 9 0"/><path d="M8.5 4.5 7 4.8A3 3 0 0 0 4.8 6.6C3.6 9.6 3 12.8 3.2 16a2 2 0 0 0 .8 1.4c1 .8 2.2 1.5 3.5 2l1.5-2.4M15.5 4.5l1.5.3a3 3 0 0 1 2.2 1.8c1.2 3 1.8 6.2 1.6 9.4a2 2 0 0 1-.8 1.4c-1 .8-2.2 1.5-3.5 2l-1.5-2.4"/><circle cx="9" cy="12.5" r="1"/><circle cx="15" cy="12.5" r="1"/>',
  website:
    '<circle cx="12" cy="12" r="10"/><path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20M2 12h20"/>',
};
