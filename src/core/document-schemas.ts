// What the document, tracking-link and project endpoints accept (issue 7; spec §5
// Documents and uploads), shared by the server (the authority) and the web (so a form
// says the same thing before a round trip). Response shapes live in ./documents.ts.

import { z } from 'zod';
import { DOCUMENT_MESSAGES } from './messages';

/** §9: 10 MB a document. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TITLE_MAX = 100;
export const DOCUMENT_DESCRIPTION_MAX = 500;
export const DOCUMENT_TAGS_MAX = 10;
export const DOCUMENT_TAG_MAX = 50;
export const TRACKING_LABEL_MAX = 100;
/** §5: pdf, jpeg, jpg, png, gif, webp — the kind is read from the content. */
export const DOCUMENT_KINDS = ['pdf', 'jpeg', 'png', 'gif', 'webp'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/** What the file picker offers (jpg is jpeg). */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.gif,.webp,application/pdf,image/*';

/** A share code: 22 base62 characters (~130 bits); anything else is "Invalid document link". */
export const TRACKING_CODE_PATTERN = /^[A-Za-z0-9]{16,64}$/;

export const ZTags = z
  .array(z.string().trim().min(1).max(DOCUMENT_TAG_MAX, DOCUMENT_MESSAGES.tagTooLong))
  .max(DOCUMENT_TAGS_MAX, DOCUMENT_MESSAGES.tooManyTags)
  // The same tag twice is one tag (case-insensitively), as on clients.
  .transform((tags) =>
    tags.filter(
      (tag, index) =>
        tags.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === index,
    ),
  );

const ZTitle = z
  .string()
  .trim()
  .min(1, DOCUMENT_MESSAGES.titleRequired)
  .max(DOCUMENT_TITLE_MAX, DOCUMENT_MESSAGES.titleTooLong);

export const ZDescription = z
  .string()
  .max(DOCUMENT_DESCRIPTION_MAX, DOCUMENT_MESSAGES.descriptionTooLong)
  .transform((value) => (value.trim() ? value : null))
  .nullable();

/**
 * The upload's details, sent as query parameters beside the streamed file body
 * (`tags` comma-separated there); the title defaults to the file name.
 */
export const ZDocumentUploadDetails = z.strictObject({
  title: ZTitle.optional(),
  description: ZDescription.optional().default(null),
  tags: ZTags.optional().default([]),
  filename: z.string().max(255).optional(),
});

export const ZDocumentUpdate = z
  .strictObject({
    title: ZTitle.optional(),
    description: ZDescription.optional(),
    tags: ZTags.optional(),
  })
  .refine(
    (value) => Object.values(value).some((field) => field !== undefined),
    DOCUMENT_MESSAGES.nothingToUpdate,
  );

/** POST /documents/:id/move: the workspace it goes to (issue 18). */
export const ZDocumentMove = z.strictObject({
  workspaceId: z.uuid(DOCUMENT_MESSAGES.moveWorkspaceRequired),
});

const ZLabel = z
  .string()
  .trim()
  .min(1, DOCUMENT_MESSAGES.labelRequired)
  .max(TRACKING_LABEL_MAX, DOCUMENT_MESSAGES.labelTooLong);

export const LINK_PASSWORD_MAX = 128;

/** A link's password: 1 to 128 characters, taken as typed (spaces count). */
export const ZLinkPassword = z
  .string(DOCUMENT_MESSAGES.passwordRequired)
  .min(1, DOCUMENT_MESSAGES.passwordRequired)
  .max(LINK_PASSWORD_MAX, DOCUMENT_MESSAGES.passwordTooLong);

/**
 * A tracking link's controls (issue 23, Papermark's link settings). Absent = unchanged;
 * `password: null` removes the password, `expiresAt: null` the expiry (a past time
 * expires the link at once).
 */
const linkSettings = {
  requireEmail: z.boolean().optional(),
  verifyEmail: z.boolean().optional(),
  password: ZLinkPassword.nullable().optional(),
  expiresAt: z.iso
    .datetime({ offset: true, message: DOCUMENT_MESSAGES.expiresAtInvalid })
    .nullable()
    .optional(),
  allowDownload: z.boolean().optional(),
  notifyOnView: z.boolean().optional(),
  watermark: z.boolean().optional(),
};

export const ZTrackingLinkCreate = z.strictObject({ label: ZLabel, ...linkSettings });

export const ZTrackingLinkUpdate = z
  .strictObject({ label: ZLabel.optional(), isActive: z.boolean().optional(), ...linkSettings })
  .refine(
    (value) => Object.values(value).some((field) => field !== undefined),
    DOCUMENT_MESSAGES.nothingToUpdate,
  );

export type TrackingLinkSettingsInput = z.input<typeof ZTrackingLinkUpdate>;

/** The gate's form (a plain HTML form post): what the visitor typed. */
export const ZDocumentGateForm = z.object({
  email: z.string().trim().max(254, DOCUMENT_MESSAGES.gateEmailInvalid).optional().default(''),
  name: z.string().trim().max(100, DOCUMENT_MESSAGES.gateNameTooLong).optional().default(''),
  password: z
    .string()
    .max(LINK_PASSWORD_MAX, DOCUMENT_MESSAGES.passwordTooLong)
    .optional()
    .default(''),
  code: z.string().trim().max(20, DOCUMENT_MESSAGES.gateCodeInvalid).optional().default(''),
  step: z.enum(['gate', 'code', 'resend']).catch('gate'),
});

/**
 * The viewer's beacon (sendBeacon, text/plain JSON): one visit's running totals. Sent
 * every 15 s while the page is open and once more when it is hidden or closed.
 */
export const ZDocumentViewBeacon = z.strictObject({
  username: z.string().min(1).max(64),
  code: z.string().regex(TRACKING_CODE_PATTERN),
  /** Through a data room's link (decision 078): the project's document being read. */
  documentId: z.uuid().optional(),
  /** The visit's id, made by the page (crypto.randomUUID()). */
  viewKey: z.uuid(),
  /** The browser's long-lived visitor id (localStorage); hashed before it is stored. */
  visitorId: z.string().min(8).max(64),
  /** Seconds on each page, by page number (1-based). */
  pageSeconds: z.record(z.string().regex(/^[1-9]\d{0,4}$/), z.number().min(0).max(86_400)),
  /** Seconds since the visit began, by the page's clock. */
  totalSeconds: z.number().min(0).max(86_400),
  referrer: z.string().max(2048).optional().default(''),
  /** The page was hidden or closed: the last word of this visit, for now. */
  isFinal: z.boolean(),
});

/** POST /documents: the upload's details ride in the query (the body is the file's bytes). */
export const ZDocumentUploadQuery = z.object({
  filename: z.string().optional().describe('The original file name, kept for downloads'),
  title: z.string().optional().describe('Defaults to the file name without its extension'),
  description: z.string().optional(),
  tags: z.string().optional().describe('Comma-separated'),
});

/** GET /documents: `?shared=1` lists the documents shared with the caller through projects. */
export const ZDocumentListQuery = z.object({
  shared: z.enum(['1', 'true', '0', 'false']).optional(),
});

/** GET /documents/:id/analytics: one tracking link's figures instead of the document's. */
export const ZDocumentAnalyticsQuery = z.object({ linkId: z.uuid().optional() });

/** GET /public/documents/:username/:code/file: `?download=1` asks for an attachment. */
export const ZPublicDocumentFileQuery = z.object({ download: z.literal('1').optional() });
