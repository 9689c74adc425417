// One beacon of the public viewer (spec §3 DocumentView, §7 increment_document_view_count).
// The viewer sends its first beacon as it opens (issue 23), then running totals every
// 15 s, so a killed tab keeps the view and its time up to the last beacon. An e-mail
// given at the link's gate is kept on the view and logged in the owner's CRM.
// the first beacon of a visit (its viewKey) stores the view, counts it once on the link
// and the document, writes the owner's Recent Activity entry, and may mail the owner;
// later beacons of the same visit only extend what it read. Nothing a visitor sends is
// trusted beyond what the visit's own clock allows, so a forged beacon cannot inflate
// time spent.
import { createHmac } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import { describeDevice } from '../../../../core/activity';
import type { ZDocumentViewBeacon } from '../../../../core/document-schemas';
import { showsScaleBranding } from '../../../../core/plans';
import { DEFAULT_TIME_ZONE } from '../../../../core/time-zone';
import type { DB } from '../../../db/types';
import { publishChange } from '../../../platform/events/publish';
import { brandMail } from '../../../platform/mail/branding';
import { enqueueMail } from '../../../platform/mail/outbox';
import { recordActivity } from '../../activity/public';
import { parseUserAgent } from '../../analytics/public';
import { fromStoredPreferences } from '../../profiles/public';
import { emitWebhookEvent } from '../../webhooks/public';
import { leadFileName, recordLead, updateLead } from './document-lead';
import { documentViewMail } from './document-view-mail';
import type { SharedDocument } from './find-shared-document';
import type { GatePass } from './gate-cookie';

export type Beacon = z.output<typeof ZDocumentViewBeacon>;

/** Slack for the clocks of page and server, and for a beacon's time in flight. */
const CLOCK_SLACK_SECONDS = 30;
/**
 * The longest visit a first beacon may claim (the page normally reports after 15 s; a
 * beacon held back by a sleeping laptop may come later, but not days later).
 */
const FIRST_BEACON_MAX_SECONDS = 14_400;
/** The column's own bound (document_views.time_spent). */
const MAX_SECONDS = 86_400;
/** At most one "was just viewed" mail per link per viewer in this time. */
const MAIL_INTERVAL = '1 hour';
const MAX_USER_AGENT = 512;
const MAX_REFERRER = 2048;

export type RecordedView = 'counted' | 'updated' | 'ignored';

export async function recordDocumentView(
  db: Kysely<DB>,
  input: {
    shared: SharedDocument;
    beacon: Beacon;
    /** What the visitor gave at the link's gate (issue 23); nothing for an open link. */
    pass?: GatePass;
    userAgent: string;
    authSecret: string;
    publicUrl: string;
  },
): Promise<RecordedView> {
  const { shared, beacon } = input;
  const email = input.pass?.email ?? null;
  const fileName = leadFileName(shared.document);
  const viewerHash = hashVisitor(input.authSecret, beacon.visitorId);
  const pageCount = shared.document.pageCount;

  return db.transaction().execute(async (trx) => {
    // A first beacon's visit began as long ago as the page says (within bounds); the
    // row's created_at is that start, the clock every later beacon is capped by.
    const claimed = Math.min(beacon.totalSeconds, FIRST_BEACON_MAX_SECONDS);
    const firstTotal = Math.round(claimed);
    const firstPages = mergePages({}, beacon.pageSeconds, firstTotal, pageCount);
    const userAgent = input.userAgent.slice(0, MAX_USER_AGENT);
    const { device } = parseUserAgent(userAgent);
    const inserted = await trx
      .insertInto('document_views')
      .values({
        viewKey: beacon.viewKey,
        trackingLinkId: shared.link.id,
        documentId: shared.document.id,
        viewerIp: '',
        viewerUserAgent: userAgent || null,
        referrer: beacon.referrer.trim().slice(0, MAX_REFERRER) || null,
        viewerHash,
        device,
        pageSeconds: JSON.stringify(firstPages),
        pagesViewed: pagesOf(firstPages),
        timeSpent: firstTotal,
        isFinal: beacon.isFinal,
        viewerEmail: email,
        viewerName: email ? (input.pass?.name ?? null) : null,
        createdAt: sql<Date>`now() - make_interval(secs => ${claimed})`,
      })
      .onConflict((oc) => oc.column('viewKey').doNothing())
      .returning('id')
      .executeTakeFirst();

    if (inserted) {
      await trx
        .selectNoFrom(
          sql<boolean>`increment_document_view_count(${shared.link.id}::uuid, ${shared.document.id}::uuid)`.as(
            'counted',
          ),
        )
        .execute();
      await publishChange(trx, shared.link.userId, {
        entity: 'document_views',
        op: 'insert',
        id: inserted.id,
      });
      await recordActivity(trx, shared.link.userId, {
        kind: 'document_viewed',
        documentId: shared.document.id,
        data: { title: shared.document.title, linkLabel: shared.link.label, device },
      });
      if (email) {
        const interactionId = await recordLead(trx, {
          ownerId: shared.link.userId,
          documentId: shared.document.id,
          roomWorkspaceId: shared.room?.workspaceId,
          fileName,
          email,
          name: input.pass?.name ?? null,
          view: { pageSeconds: firstPages, timeSpent: firstTotal },
        });
        if (interactionId) {
          await trx
            .updateTable('document_views')
            .set({ leadInteractionId: interactionId })
            .where('id', '=', inserted.id)
            .execute();
        }
      }
      // The document's workspace's webhooks hear of the view (decision 072).
      await emitWebhookEvent(trx, shared.document.workspaceId, 'document.viewed', {
        view: {
          id: inserted.id,
          device,
          referrer: beacon.referrer.trim().slice(0, MAX_REFERRER) || null,
          email,
        },
        document: {
          id: shared.document.id,
          title: shared.document.title,
          pageCount: shared.document.pageCount,
        },
        link: { id: shared.link.id, label: shared.link.label },
      });
      if (shared.link.notifyOnView) {
        await notifyOwner(trx, {
          shared,
          viewerHash,
          userAgent,
          email,
          publicUrl: input.publicUrl,
        });
      }
      return 'counted';
    }

    // A later beacon of the same visit. The row is locked so two beacons in flight
    // merge instead of overwriting each other.
    const existing = await trx
      .selectFrom('document_views')
      .select([
        'id',
        'trackingLinkId',
        'documentId',
        'pageSeconds',
        'timeSpent',
        'leadInteractionId',
        sql<number>`extract(epoch from (now() - created_at))`.as('elapsed'),
      ])
      .where('viewKey', '=', beacon.viewKey)
      .forUpdate()
      .executeTakeFirst();
    // A visit belongs to the link it began on, and (through a data room's link) to the
    // document it opened: its key cannot be used to write into another view.
    if (
      !existing ||
      existing.trackingLinkId !== shared.link.id ||
      existing.documentId !== shared.document.id
    ) {
      return 'ignored';
    }
    const allowed = Math.min(
      MAX_SECONDS,
      Math.max(0, Number(existing.elapsed)) + CLOCK_SLACK_SECONDS,
    );
    const total = Math.max(existing.timeSpent, Math.round(Math.min(beacon.totalSeconds, allowed)));
    const pages = mergePages(existing.pageSeconds, beacon.pageSeconds, total, pageCount);
    await trx
      .updateTable('document_views')
      .set({
        pageSeconds: JSON.stringify(pages),
        pagesViewed: pagesOf(pages),
        timeSpent: total,
        isFinal: beacon.isFinal,
      })
      .where('id', '=', existing.id)
      .execute();
    if (existing.leadInteractionId) {
      await updateLead(trx, {
        ownerId: shared.link.userId,
        documentId: shared.document.id,
        roomWorkspaceId: shared.room?.workspaceId,
        interactionId: existing.leadInteractionId,
        fileName,
        view: { pageSeconds: pages, timeSpent: total },
      });
    }
    await publishChange(trx, shared.link.userId, {
      entity: 'document_views',
      op: 'update',
      id: existing.id,
    });
    return 'updated';
  });
}

/**
 * Seconds per page: the larger of what was stored and what the page now says (the
 * page sends running totals, so a late, older beacon must not take time away), each
 * page at most the visit's total, pages past the end dropped.
 */
function mergePages(
  stored: Record<string, number>,
  reported: Record<string, number>,
  total: number,
  pageCount: number | null,
): Record<string, number> {
  const merged: Record<string, number> = {};
  for (const source of [stored, reported]) {
    for (const [key, value] of Object.entries(source)) {
      const page = Number(key);
      if (!Number.isInteger(page) || page < 1) continue;
      if (pageCount !== null && page > pageCount) continue;
      const seconds = Math.min(total, Math.round(Number(value) || 0));
      merged[String(page)] = Math.max(merged[String(page)] ?? 0, seconds);
    }
  }
  return merged;
}

function pagesOf(pageSeconds: Record<string, number>): number[] {
  return Object.entries(pageSeconds)
    .filter(([, seconds]) => seconds > 0)
    .map(([page]) => Number(page))
    .sort((a, b) => a - b);
}

/**
 * Who viewed stays unknown: a keyed hash of the browser's random visitor id is enough
 * to count unique viewers and to mail once per viewer.
 */
function hashVisitor(secret: string, visitorId: string): string {
  return createHmac('sha256', `scale-document-viewer:${secret}`)
    .update(visitorId)
    .digest('base64url')
    .slice(0, 32);
}

async function notifyOwner(
  trx: Kysely<DB>,
  input: {
    shared: SharedDocument;
    viewerHash: string;
    userAgent: string;
    email: string | null;
    publicUrl: string;
  },
): Promise<void> {
  const { shared } = input;
  const owner = await trx
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.userId')
    .select(['users.email', 'profiles.notificationPreferences', 'profiles.timezone'])
    .where('profiles.userId', '=', shared.link.userId)
    .executeTakeFirstOrThrow();
  if (!fromStoredPreferences(owner.notificationPreferences).emailNotifications) return;
  // Claims the (link, viewer) mail slot unless it was taken within the interval; the
  // row lock makes two first beacons of the same viewer send one mail between them.
  const claimed = await trx
    .insertInto('document_view_notifications')
    .values({ trackingLinkId: shared.link.id, viewerHash: input.viewerHash })
    .onConflict((oc) =>
      oc
        .columns(['trackingLinkId', 'viewerHash'])
        .doUpdateSet({ notifiedAt: sql<Date>`now()` })
        .where(
          'document_view_notifications.notifiedAt',
          '<',
          sql<Date>`now() - ${sql.lit(MAIL_INTERVAL)}::interval`,
        ),
    )
    .returning('trackingLinkId')
    .executeTakeFirst();
  if (!claimed) return;
  const { device, browser } = parseUserAgent(input.userAgent);
  await enqueueMail(trx, {
    to: owner.email,
    ...brandMail(
      documentViewMail({
        title: shared.document.title,
        label: shared.link.label,
        viewedAt: new Date(),
        timeZone: owner.timezone || DEFAULT_TIME_ZONE,
        viewer: [
          input.email,
          browser === 'Other' ? describeDevice(device) : `${browser} on ${describeDevice(device)}`,
        ]
          .filter(Boolean)
          .join(', '),
        documentUrl: `${input.publicUrl}/dashboard?tab=documents&document=${shared.document.id}`,
      }),
      // The owner's plan decides Scale's branding (decision 064, "and mails").
      { branded: showsScaleBranding(shared.owner.tier), senderName: shared.owner.name },
      input.publicUrl,
    ),
  });
}
