// What the document, tracking-link, viewer and project API answers with (issue 7),
// shared by the server, which builds these shapes, and the web app. Dates are ISO strings.
// Zod schemas (the output side), so the OpenAPI document says the same as the types.
import { z } from 'zod';
import { DOCUMENT_KINDS } from './document-schemas';
import { PLAN_RESOURCES, PLAN_TIERS } from './plans';

const instant = z.iso.datetime({ offset: true });

export const ZDocumentView = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string().nullable(),
    tags: z.array(z.string()),
    size: z.number().int().describe('Bytes'),
    type: z.enum(DOCUMENT_KINDS),
    originalFilename: z.string().nullable(),
    fileUrl: z.string().describe("The owner's (or a project member's) way to the file"),
    thumbnailUrl: z.string().nullable().describe('null when there is none (yet)'),
    pageCount: z.number().int().nullable(),
    viewCount: z.number().int(),
    trackingLinkCount: z.number().int(),
    createdAt: instant,
    updatedAt: instant,
    isOwn: z.boolean().describe("False when the caller sees it through a project (someone else's)"),
    ownerName: z.string().nullable(),
  })
  .meta({ id: 'Document' });
export type DocumentView = z.infer<typeof ZDocumentView>;

export const ZTrackingLinkView = z
  .object({
    id: z.uuid(),
    documentId: z.uuid(),
    label: z.string(),
    code: z.string(),
    url: z.string().describe('The full share address: {publicUrl}/d/{username}/{code}'),
    isActive: z.boolean(),
    viewCount: z.number().int(),
    createdAt: instant,
    requireEmail: z.boolean(),
    verifyEmail: z.boolean(),
    hasPassword: z.boolean(),
    expiresAt: instant.nullable(),
    isExpired: z.boolean(),
    allowDownload: z.boolean(),
    notifyOnView: z.boolean(),
    watermark: z.boolean(),
  })
  .meta({ id: 'TrackingLink' });
export type TrackingLinkView = z.infer<typeof ZTrackingLinkView>;

/** GET /api/v1/public/documents/:username/:code — what the public viewer needs. */
export const ZPublicDocument = z
  .object({
    title: z.string(),
    ownerName: z.string(),
    pageCount: z.number().int().nullable(),
    fileUrl: z.string().describe('Streams the PDF for this link only'),
    downloadUrl: z
      .string()
      .nullable()
      .describe('The file as an attachment, when the link allows downloads'),
    watermark: z
      .string()
      .nullable()
      .describe("Text drawn over every page (the viewer's e-mail and the time), or null"),
  })
  .meta({ id: 'PublicDocument' });
export type PublicDocument = z.infer<typeof ZPublicDocument>;

export const ZDocumentPageStat = z.object({
  page: z.number().int(),
  seconds: z.number(),
  views: z.number().int(),
});
export type DocumentPageStat = z.infer<typeof ZDocumentPageStat>;

export const ZDocumentViewRecord = z.object({
  id: z.uuid(),
  linkId: z.uuid(),
  linkLabel: z.string(),
  createdAt: instant,
  seconds: z.number(),
  pages: z.array(z.number().int()),
  referrer: z.string().nullable(),
  device: z.enum(['desktop', 'mobile', 'tablet']),
  browser: z.string().describe('From the user agent: "Chrome on macOS"'),
  viewerEmail: z.string().nullable().describe("The e-mail given at the link's gate, when it asked"),
});
export type DocumentViewRecord = z.infer<typeof ZDocumentViewRecord>;

/** GET /documents/:id/analytics[?linkId=] — per document, or one link of it. */
export const ZDocumentAnalytics = z
  .object({
    views: z.number().int(),
    uniqueViewers: z.number().int(),
    totalSeconds: z.number(),
    averageSeconds: z.number(),
    pages: z
      .array(ZDocumentPageStat)
      .describe('Every page from 1 to the page count (or the last seen), time summed over views'),
    links: z.array(
      z.object({
        id: z.uuid(),
        label: z.string(),
        isActive: z.boolean(),
        views: z.number().int(),
        uniqueViewers: z.number().int(),
        totalSeconds: z.number(),
      }),
    ),
    recentViews: z.array(ZDocumentViewRecord).describe('The last 50 views, newest first'),
  })
  .meta({ id: 'DocumentAnalytics' });
export type DocumentAnalytics = z.infer<typeof ZDocumentAnalytics>;

/** GET /usage — what the caller's plan allows and what they use (-1 = unlimited). */
export const ZPlanUsage = z
  .object({
    tier: z.enum(PLAN_TIERS),
    items: z.array(
      z.object({
        resource: z.enum(PLAN_RESOURCES),
        used: z.number().int(),
        limit: z.number().int().describe('-1: unlimited'),
      }),
    ),
  })
  .meta({ id: 'PlanUsage' });
export type PlanUsage = z.infer<typeof ZPlanUsage>;
