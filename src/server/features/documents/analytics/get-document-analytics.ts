// What a document's visitors read (GET /documents/:id/analytics[?linkId=]): views,
// unique viewers, time, time per page, per link, and the latest views. Every figure is
// summed in SQL, from kept sums (decision 093); only the zero-filled page list and the
// browser names are made here.
import { type Kysely, sql } from 'kysely';
import type { DocumentAnalytics, DocumentPageStat } from '../../../../core/documents';
import { DOCUMENT_MESSAGES } from '../../../../core/messages';
import type { DB } from '../../../db/types';
import { notFound } from '../../../http/errors';
import { recordFilter, type WorkspaceAccess } from '../../../platform/access/workspace-access';
import { readUserAgent } from '../../../platform/user-agent/read-user-agent';
import { findWorkspaceDocument } from '../find-readable-document';
import { isUuid } from '../tracking/is-uuid';

const RECENT_VIEWS = 50;

export async function getDocumentAnalytics(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  documentId: string,
  linkId?: string,
): Promise<DocumentAnalytics> {
  // The document and its links as the access layer lets the caller see them (issue 18).
  const document = await findWorkspaceDocument(db, access, documentId);
  const visibleLinks = recordFilter(access, 'documents', 'view', 'l');
  if (linkId !== undefined) {
    const link = isUuid(linkId)
      ? await db
          .selectFrom('document_tracking_links as l')
          .select('l.id')
          .where('l.id', '=', linkId)
          .where('l.documentId', '=', document.id)
          .where(visibleLinks)
          .executeTakeFirst()
      : undefined;
    if (!link) throw notFound(DOCUMENT_MESSAGES.trackingLinkNotFound);
  }
  // Every figure but the latest views comes from the sums the views' triggers keep
  // (migration 0070, decision 093): a few rows per link and page, however many views.
  const forLink = linkId ? sql`AND s.tracking_link_id = ${linkId}::uuid` : sql``;
  const uniqueViewersOf = linkId
    ? sql`coalesce((SELECT unique_viewers FROM document_view_sums
        WHERE document_id = ${documentId}::uuid AND tracking_link_id = ${linkId}::uuid), 0)`
    : sql`coalesce((SELECT unique_viewers FROM document_view_totals
        WHERE document_id = ${documentId}::uuid), 0)`;
  const forRecentLink = linkId ? sql`AND v.tracking_link_id = ${linkId}::uuid` : sql``;

  const [totals, pages, links, recent] = await Promise.all([
    sql<{ views: number; uniqueViewers: number; totalSeconds: number }>`
      SELECT coalesce(sum(s.views), 0)::int AS views,
        ${uniqueViewersOf}::int AS unique_viewers,
        coalesce(sum(s.total_seconds), 0)::int AS total_seconds
      FROM document_view_sums s
      WHERE s.document_id = ${documentId}::uuid ${forLink}
    `.execute(db),
    sql<DocumentPageStat>`
      SELECT s.page, sum(s.seconds)::int AS seconds, sum(s.views)::int AS views
      FROM document_view_page_sums s
      WHERE s.document_id = ${documentId}::uuid ${forLink}
      GROUP BY s.page
    `.execute(db),
    sql<{
      id: string;
      label: string;
      isActive: boolean;
      views: number;
      uniqueViewers: number;
      totalSeconds: number;
    }>`
      SELECT l.id, l.label, l.is_active,
        coalesce(sum(s.views), 0)::int AS views,
        coalesce(sum(s.unique_viewers), 0)::int AS unique_viewers,
        coalesce(sum(s.total_seconds), 0)::int AS total_seconds
      FROM document_tracking_links l
      LEFT JOIN document_view_sums s ON s.tracking_link_id = l.id
      WHERE l.document_id = ${documentId}::uuid AND ${visibleLinks}
      GROUP BY l.id
      ORDER BY l.created_at DESC, l.id DESC
    `.execute(db),
    sql<{
      id: string;
      linkId: string;
      linkLabel: string;
      createdAt: Date | string;
      seconds: number;
      pages: number[];
      referrer: string | null;
      device: 'desktop' | 'mobile' | 'tablet';
      userAgent: string | null;
      viewerEmail: string | null;
    }>`
      SELECT v.id, v.tracking_link_id AS link_id, l.label AS link_label, v.created_at,
        v.time_spent AS seconds, v.pages_viewed AS pages, v.referrer, v.device,
        v.viewer_user_agent AS user_agent, v.viewer_email
      FROM document_views v
      JOIN document_tracking_links l ON l.id = v.tracking_link_id
      WHERE v.document_id = ${documentId}::uuid ${forRecentLink}
      ORDER BY v.created_at DESC, v.id DESC
      LIMIT ${RECENT_VIEWS}
    `.execute(db),
  ]);

  const { views, uniqueViewers, totalSeconds } = totals.rows[0] ?? {
    views: 0,
    uniqueViewers: 0,
    totalSeconds: 0,
  };
  return {
    views,
    uniqueViewers,
    totalSeconds,
    averageSeconds: views > 0 ? Math.round(totalSeconds / views) : 0,
    pages: everyPage(pages.rows, document.pageCount),
    links: links.rows,
    recentViews: recent.rows.map((row) => ({
      id: row.id,
      linkId: row.linkId,
      linkLabel: row.linkLabel,
      createdAt: new Date(row.createdAt).toISOString(),
      seconds: row.seconds,
      pages: row.pages,
      referrer: row.referrer,
      device: row.device,
      browser: describeBrowser(row.userAgent),
      viewerEmail: row.viewerEmail,
    })),
  };
}

/** Pages 1 to the page count (or the last page seen), the unread ones at zero. */
function everyPage(rows: DocumentPageStat[], pageCount: number | null): DocumentPageStat[] {
  const byPage = new Map(rows.map((row) => [row.page, row]));
  const last = Math.max(pageCount ?? 0, ...rows.map((row) => row.page));
  return Array.from(
    { length: last },
    (_, index) => byPage.get(index + 1) ?? { page: index + 1, seconds: 0, views: 0 },
  );
}

/** "Chrome on macOS"-style: the browser family, with the device when it says more. */
function describeBrowser(userAgent: string | null): string {
  const { system, device, ...facts } = readUserAgent(userAgent);
  const browser = facts.browser ?? 'Other';
  if (system) return `${browser} on ${system}`;
  return device === 'desktop' ? browser : `${browser} (${device})`;
}
