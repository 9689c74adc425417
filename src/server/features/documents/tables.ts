// Kysely's view of the document tables (see db/migrations/0020_documents.sql).
import type { ColumnType, Generated } from 'kysely';
import type { DocumentKind } from '../../../core/document-schemas';

/** Read as Date; written as a Date or a string, or left to the column's default. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type DocumentTables = {
  documents: {
    id: Generated<string>;
    userId: string;
    /** The workspace the record lives in (migration 0026; defaults to the owner's personal one). */
    workspaceId: Generated<string>;
    /** Who made it; defaults to the owner. */
    createdBy: Generated<string | null>;
    title: string;
    description: string | null;
    tags: ColumnType<string[], string[] | undefined, string[]>;
    size: number;
    type: DocumentKind;
    originalFilename: string | null;
    storagePath: string;
    fileUrl: string;
    thumbnailPath: string | null;
    pageCount: number | null;
    viewCount: Generated<number>;
    createdAt: Timestamp;
    updatedAt: Timestamp;
  };
  document_tracking_links: {
    id: Generated<string>;
    /** The document a link shares; null for a data room's link (decision 078). */
    documentId: string | null;
    /** The project a data room's link shares (migration 0058); null for a document's link. */
    projectId: ColumnType<string | null, string | null | undefined, string | null>;
    userId: string;
    /** The workspace the record lives in (migration 0026; defaults to the owner's personal one). */
    workspaceId: Generated<string>;
    /** Who made it; defaults to the owner. */
    createdBy: Generated<string | null>;
    uniqueCode: string;
    label: string;
    isActive: Generated<boolean>;
    viewCount: Generated<number>;
    createdAt: Timestamp;
    updatedAt: Timestamp;
    /** Issue 23 (migration 0051): the link's controls. */
    requireEmail: Generated<boolean>;
    verifyEmail: Generated<boolean>;
    passwordHash: string | null;
    expiresAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    allowDownload: Generated<boolean>;
    notifyOnView: Generated<boolean>;
    watermark: Generated<boolean>;
    gateVersion: Generated<number>;
  };
  document_link_codes: {
    trackingLinkId: string;
    email: string;
    viewerName: string | null;
    codeHash: string;
    attempts: Generated<number>;
    expiresAt: Timestamp;
    sentCount: Generated<number>;
    windowStartedAt: Timestamp;
  };
  document_views: {
    id: Generated<string>;
    viewKey: string;
    trackingLinkId: string;
    documentId: string;
    viewerIp: Generated<string>;
    viewerUserAgent: string | null;
    referrer: string | null;
    viewerHash: string;
    device: ColumnType<
      'desktop' | 'mobile' | 'tablet',
      'desktop' | 'mobile' | 'tablet' | undefined,
      'desktop' | 'mobile' | 'tablet'
    >;
    /** jsonb {"1": seconds, …}: both drivers parse it on read; written as a JSON string. */
    pageSeconds: ColumnType<Record<string, number>, string | undefined, string>;
    pagesViewed: ColumnType<number[], number[] | undefined, number[]>;
    timeSpent: Generated<number>;
    isFinal: Generated<boolean>;
    /** The e-mail and name given at the link's gate (migration 0051). */
    viewerEmail: string | null;
    viewerName: string | null;
    leadInteractionId: string | null;
    createdAt: Timestamp;
    updatedAt: Timestamp;
  };
  document_view_notifications: {
    trackingLinkId: string;
    viewerHash: string;
    notifiedAt: Timestamp;
  };
};
