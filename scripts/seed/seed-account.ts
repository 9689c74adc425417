// Fills one existing account at size (issue 25): clients in its personal workspace, views
// and clicks on its Scale Page, and views of a shared document, each step in batches with
// a progress bar. The server must not hold the embedded database meanwhile.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import type { Config } from '../../src/server/config';
import type { DB } from '../../src/server/db/types';
import { createTrackingLink } from '../../src/server/features/documents/tracking/create-tracking-link';
import { uploadDocument } from '../../src/server/features/documents/upload-document';
import { loadWorkspaceAccess } from '../../src/server/platform/access/workspace-access';
import { createStorage } from '../../src/server/platform/storage/create-storage';
import { makePdf } from '../../tests/support/make-pdf';
import { type Progress, progressBar } from './progress-bar';
import type { SeedOptions } from './seed-args';
import {
  countLinkClicks,
  insertClients,
  insertDocumentViews,
  insertLinkClicks,
  insertPageViews,
  type SeedTarget,
} from './seed-rows';

export class SeedRefusedError extends Error {}

export type SeedReport = {
  clients: number;
  views: number;
  clicks: number;
  documentViews: number;
  seconds: number;
};

const BATCH = { clients: 50_000, views: 250_000, clicks: 250_000, documentViews: 100_000 };

const SAMPLE_LINKS = [
  ['Book a 30-minute call', 'https://example.com/book'],
  ['Free sales playbook (PDF)', 'https://example.com/playbook'],
  ['Latest article: pipelines that never go cold', 'https://example.com/blog/pipelines'],
  ['Newsletter', 'https://example.com/newsletter'],
  ['Case study: 3× more demos', 'https://example.com/case-study'],
  ['Pricing', 'https://example.com/pricing'],
] as const;

type Reporter = (label: string, total: number) => Progress;

/** Runs `write(from, to)` over 1..total in batches of `size`, advancing a progress bar. */
async function inBatches(
  label: string,
  total: number,
  size: number,
  report: Reporter,
  write: (from: number, to: number) => Promise<void>,
): Promise<void> {
  if (total === 0) return;
  const bar = report(label, total);
  for (let from = 1; from <= total; from += size) {
    const to = Math.min(total, from + size - 1);
    await write(from, to);
    bar.advance(to);
  }
  bar.finish();
}

async function findTarget(db: Kysely<DB>, email: string, days: number): Promise<SeedTarget> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('organizations as o', 'o.personalUserId', 'u.id')
    .select(['u.id as userId', 'o.id as workspaceId'])
    .where(sql`lower(u.email)`, '=', email)
    .executeTakeFirst();
  if (!row) {
    throw new SeedRefusedError(
      `No account has the e-mail ${email}. Sign up in the app first, then run the seed.`,
    );
  }
  return { ...row, days };
}

/** The page's active links; a few realistic ones when it has none, so clicks have targets. */
async function linksToClick(db: Kysely<DB>, userId: string): Promise<string[]> {
  const existing = await db
    .selectFrom('links')
    .select('id')
    .where('userId', '=', userId)
    .where('isActive', '=', true)
    .orderBy('orderIndex')
    .execute();
  if (existing.length > 0) return existing.map((link) => link.id);
  const added = await db
    .insertInto('links')
    .values(SAMPLE_LINKS.map(([title, url], orderIndex) => ({ userId, title, url, orderIndex })))
    .returning('id')
    .execute();
  return added.map((link) => link.id);
}

/**
 * A PDF of the account with a tracking link to hold the views: the first one it has, or a
 * 12-page sample deck uploaded and shared the way the app does it.
 */
async function sharedDocument(db: Kysely<DB>, config: Config, target: SeedTarget) {
  const existing = await db
    .selectFrom('document_tracking_links as l')
    .innerJoin('documents as d', 'd.id', 'l.documentId')
    .select(['l.id as trackingLinkId', 'd.id as documentId', 'd.pageCount'])
    .where('d.workspaceId', '=', target.workspaceId)
    .where('d.type', '=', 'pdf')
    .orderBy('l.createdAt')
    .executeTakeFirst();
  if (existing) return { ...existing, pageCount: existing.pageCount ?? 1 };
  const access = await loadWorkspaceAccess(db, target.userId, undefined);
  if (!access) throw new SeedRefusedError('The account has no active personal workspace.');
  const dir = mkdtempSync(join(tmpdir(), 'scale-seed-'));
  try {
    const path = join(dir, 'sample-deck.pdf');
    const pdf = makePdf(12, { pageText: (page) => `Sample deck - page ${page}` });
    writeFileSync(path, pdf);
    const document = await uploadDocument(
      db,
      createStorage(config),
      access,
      { path, size: pdf.length, kind: 'pdf', extension: 'pdf', contentType: 'application/pdf' },
      { title: 'Sample deck', filename: 'sample-deck.pdf', description: null, tags: [] },
    );
    const link = await createTrackingLink(
      db,
      access,
      document.id,
      { label: 'Seeded views' },
      config.publicUrl,
    );
    return { trackingLinkId: link.id, documentId: document.id, pageCount: 12 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function seedAccount(
  db: Kysely<DB>,
  config: Config,
  options: SeedOptions,
  report: Reporter = progressBar,
): Promise<SeedReport> {
  const started = performance.now();
  const target = await findTarget(db, options.email, options.days);
  const visitors = Math.max(1, Math.round(options.views / 3));

  await inBatches('Clients', options.clients, BATCH.clients, report, (from, to) =>
    insertClients(db, target, from, to),
  );
  await inBatches('Page views', options.views, BATCH.views, report, (from, to) =>
    insertPageViews(db, target, { from, to, total: options.views }, visitors),
  );
  if (options.clicks > 0) {
    const linkIds = await linksToClick(db, target.userId);
    await inBatches('Link clicks', options.clicks, BATCH.clicks, report, (from, to) =>
      insertLinkClicks(db, target, linkIds, { from, to, total: options.clicks }, visitors),
    );
    await countLinkClicks(db, target.userId);
  }
  if (options.documentViews > 0) {
    const link = await sharedDocument(db, config, target);
    await inBatches(
      'Document views',
      options.documentViews,
      BATCH.documentViews,
      report,
      (from, to) =>
        insertDocumentViews(db, target, link, { from, to, total: options.documentViews }),
    );
  }
  // Fresh statistics, so the first pages the user opens are planned for the new sizes.
  await sql`ANALYZE`.execute(db);
  return {
    clients: options.clients,
    views: options.views,
    clicks: options.clicks,
    documentViews: options.documentViews,
    seconds: (performance.now() - started) / 1000,
  };
}
