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

export const LINK_KINDS = ['link', 'header'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** An instant with its offset ("2026-11-27T10:00:00Z", "…+01:00"); null clears it. */
const instant = (message: string) =>
  z.iso
    .datetime({ offset: true, message })
    .transform((value) => new Date(value))
    .nullish();

const scheduleFields = {
  showFrom: instant(LINK_MESSAGES.invalidShowFrom),
  showUntil: instant(LINK_MESSAGES.invalidShowUntil),
};

/** Whether a window's end comes after its start (a missing side is open). */
export function isScheduleInOrder(
  showFrom: Date | string | null | undefined,
  showUntil: Date | string | null | undefined,
): boolean {
  if (!showFrom || !showUntil) return true;
  return new Date(showUntil).getTime() > new Date(showFrom).getTime();
}

/**
 * A new item of the page: a link (the default kind) or a section header — a title only,
 * shown as a heading between links. Until must come after from.
 */
export const ZLinkCreate = z
  .object({
    kind: z.enum(LINK_KINDS, LINK_MESSAGES.kindInvalid).default('link'),
    title,
    // Checked below: required for a link, refused for a header.
    url: z.string(LINK_MESSAGES.urlRequired).nullish(),
    description: description.optional(),
    isActive: z.boolean().default(true),
    featured: z.boolean().default(false),
    ...scheduleFields,
  })
  .transform((value, ctx) => {
    const issue = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', message, path: [path] });
      return z.NEVER;
    };
    if (value.kind === 'header') {
      if (value.url !== undefined && value.url !== null)
        return issue('url', LINK_MESSAGES.headerHasNoUrl);
      if (value.description || value.featured || value.showFrom || value.showUntil) {
        return issue('kind', LINK_MESSAGES.headerIsPlain);
      }
      return {
        kind: 'header' as LinkKind,
        title: value.title,
        url: null as string | null,
        description: null,
        isActive: value.isActive,
        featured: false,
        showFrom: null as Date | null,
        showUntil: null as Date | null,
      };
    }
    const checked = url.safeParse(value.url);
    if (!checked.success)
      return issue('url', checked.error.issues[0]?.message ?? LINK_MESSAGES.urlRequired);
    if (!isScheduleInOrder(value.showFrom, value.showUntil)) {
      return issue('showUntil', LINK_MESSAGES.untilBeforeFrom);
    }
    return {
      kind: 'link' as LinkKind,
      title: value.title,
      url: checked.data as string | null,
      description: value.description ?? null,
      isActive: value.isActive,
      featured: value.featured,
      showFrom: value.showFrom ?? null,
      showUntil: value.showUntil ?? null,
    };
  });
export type LinkCreateInput = z.input<typeof ZLinkCreate>;

/**
 * Changes to an item. A header takes only its title and active state (the server knows
 * the row's kind); from and until are checked together with the stored values.
 */
export const ZLinkUpdate = z
  .object({
    title: title.optional(),
    url: url.optional(),
    description: description.optional(),
    isActive: z.boolean().optional(),
    featured: z.boolean().optional(),
    ...scheduleFields,
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: LINK_MESSAGES.nothingToUpdate,
  })
  .refine((value) => isScheduleInOrder(value.showFrom, value.showUntil), {
    message: LINK_MESSAGES.untilBeforeFrom,
    path: ['showUntil'],
  });
export type LinkUpdateInput = z.input<typeof ZLinkUpdate>;

export const ZLinkOrder = z.object({
  ids: z.array(z.string(), LINK_MESSAGES.orderMismatch).max(1000, LINK_MESSAGES.orderMismatch),
});

const isoInstant = z.iso.datetime({ offset: true });

/** A link or section header as the owner's API returns it. */
export const ZLink = z
  .object({
    id: z.uuid(),
    kind: z.enum(LINK_KINDS),
    title: z.string(),
    description: z.string().nullable(),
    url: z.string().nullable().describe('null for a section header'),
    isActive: z.boolean(),
    featured: z.boolean().describe('The one highlighted link of the page (at most one per user)'),
    showFrom: isoInstant.nullable().describe("The schedule's start; null is open on that side"),
    showUntil: isoInstant.nullable().describe("The schedule's end; null is open on that side"),
    orderIndex: z.number().int(),
    clickCount: z.number().int(),
    thumbnailUrl: z
      .string()
      .nullable()
      .describe('Where the browser loads the thumbnail from, or null when there is none'),
    createdAt: isoInstant,
    updatedAt: isoInstant,
  })
  .meta({ id: 'Link' });
export type Link = z.infer<typeof ZLink>;
