// What the document, tracking-link, viewer and project API answers with (issue 7),
// shared by the server, which builds these shapes, and the web app. Dates are ISO strings.

import type { DocumentKind } from './document-schemas';
import type { PlanResource, PlanTier } from './plans';

export type DocumentView = {
  id: string;
  title: string;
  description: string | null;
  tags: string[];
  /** Bytes. */
  size: number;
  type: DocumentKind;
  originalFilename: string | null;
  /** The owner's (or a project member's) way to the file: /api/v1/documents/{id}/file. */
  fileUrl: string;
  /** /api/v1/documents/{id}/thumbnail, or null when there is none (yet). */
  thumbnailUrl: string | null;
  pageCount: number | null;
  viewCount: number;
  trackingLinkCount: number;
  createdAt: string;
  updatedAt: string;
  /** False when the caller sees it through a project (someone else's document). */
  isOwn: boolean;
  ownerName: string | null;
};

export type TrackingLinkView = {
  id: string;
  documentId: string;
  label: string;
  code: string;
  /** The full share address: {publicUrl}/d/{username}/{code}. */
  url: string;
  isActive: boolean;
  viewCount: number;
  createdAt: string;
  /** Issue 23: the link's controls. */
  requireEmail: boolean;
  verifyEmail: boolean;
  hasPassword: boolean;
  expiresAt: string | null;
  isExpired: boolean;
  allowDownload: boolean;
  notifyOnView: boolean;
  watermark: boolean;
};

/** GET /api/v1/public/documents/:username/:code — what the public viewer needs. */
export type PublicDocument = {
  title: string;
  ownerName: string;
  pageCount: number | null;
  /** Streams the PDF for this link only: /api/v1/public/documents/{username}/{code}/file. */
  fileUrl: string;
  /** The file as an attachment, when the link allows downloads; null otherwise. */
  downloadUrl: string | null;
  /** Text drawn over every page (the viewer's e-mail and the time), or null. */
  watermark: string | null;
};

export type DocumentPageStat = { page: number; seconds: number; views: number };

export type DocumentViewRecord = {
  id: string;
  linkId: string;
  linkLabel: string;
  createdAt: string;
  seconds: number;
  pages: number[];
  referrer: string | null;
  device: 'desktop' | 'mobile' | 'tablet';
  /** From the user agent: "Chrome on macOS". */
  browser: string;
  /** The e-mail given at the link's gate (issue 23), when it asked. */
  viewerEmail: string | null;
};

/** GET /documents/:id/analytics[?linkId=] — per document, or one link of it. */
export type DocumentAnalytics = {
  views: number;
  uniqueViewers: number;
  totalSeconds: number;
  averageSeconds: number;
  /** Every page from 1 to the page count (or the last page seen), time summed over views. */
  pages: DocumentPageStat[];
  links: Array<{
    id: string;
    label: string;
    isActive: boolean;
    views: number;
    uniqueViewers: number;
    totalSeconds: number;
  }>;
  /** The last 50 views, newest first. */
  recentViews: DocumentViewRecord[];
};

/** GET /usage — what the caller's plan allows and what they use (-1 = unlimited). */
export type PlanUsage = {
  tier: PlanTier;
  items: Array<{ resource: PlanResource; used: number; limit: number }>;
};
