// The Scale Page links' rules, shared by the server (which enforces them) and the web
// editor (which checks the same rules before sending, with the same messages).
import { z } from 'zod';
import { LINK_MESSAGES } from './messages';
import { withWebScheme } from './web-url';

export const LINK_TITLE_MAX = 100;
export const LINK_DESCRIPTION_MAX = 300;
export const LINK_URL_MAX = 2048;
export const LINK_THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Only schemes a visitor's browser can follow safely from the public page:
 * http(s) with a real host, mailto: and tel:. Everything else — javascript:,
 * data:, file:, ftp:, a bare "example.com" — is refused. The database holds the
 * same rule as a CHECK constraint (migration 0003). The schemas below first complete a
 * bare domain with https:// (web-url.ts), so "example.com/book" is saved as a link.
 */
export function isAllowedLinkUrl(value: string): boolean {
  const url = value.trim();
  if (url === '' || url.length > LINK_URL_MAX) return false;
  // Control characters and whitespace inside a URL are how scheme filters get tricked.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point of the check
  if (/[\u0000-\u0020\u007f]/.test(url)) return false;
  const lower = url.toLowerCase();
  if (lower.startsWith('mailto:')) return url.length > 'mailto:'.length;
  if (lower.startsWith('tel:')) return /^tel:\+?[0-9().-]*[0-9][0-9().-]*$/i.test(url);
  // A host must follow at once: browsers would quietly "fix" http:///host.
  if (!/^https?:\/\/[^/\\?#@]/.test(lower)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

const title = z
  .string(LINK_MESSAGES.titleRequired)
  .trim()
  .min(1, LINK_MESSAGES.titleRequired)
  .max(LINK_TITLE_MAX, LINK_MESSAGES.titleTooLong);

const url = z
  .string(LINK_MESSAGES.urlRequired)
  .trim()
  .min(1, LINK_MESSAGES.urlRequired)
  .transform(withWebScheme)
  .refine(isAllowedLinkUrl, LINK_MESSAGES.urlScheme);

// An empty description is no description: stored as null.
const description = z
  .string()
  .trim()
  .max(LINK_DESCRIPTION_MAX, LINK_MESSAGES.descriptionTooLong)
  .nullish()
  .transform((value) => (value ? value : null));

export const ZLinkCreate = z.object({
  title,
  url,
  description: description.optional(),
  isActive: z.boolean().default(true),
});
export type LinkCreateInput = z.input<typeof ZLinkCreate>;

export const ZLinkUpdate = z
  .object({
    title: title.optional(),
    url: url.optional(),
    description: description.optional(),
    isActive: z.boolean().optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: LINK_MESSAGES.nothingToUpdate,
  });
export type LinkUpdateInput = z.input<typeof ZLinkUpdate>;

export const ZLinkOrder = z.object({
  ids: z.array(z.string(), LINK_MESSAGES.orderMismatch).max(1000, LINK_MESSAGES.orderMismatch),
});

/** A link as the owner's API returns it. */
export type Link = {
  id: string;
  title: string;
  description: string | null;
  url: string;
  isActive: boolean;
  orderIndex: number;
  clickCount: number;
  /** Where the browser loads the thumbnail from, or null when there is none. */
  thumbnailUrl: string | null;
  createdAt: string;
  updatedAt: string;
};
