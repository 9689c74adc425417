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
import { hasDatabaseToItself, withIndexesMadeAfter } from './bulk-load';
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

const SAMPLE_LINKS = [
  ['Book a 30-minute call', 'https://example.com/book'],
  ['Free sales playbook (PDF)', 'https://example.com/playbook'],
  ['Latest article: pipelines that never go cold', 'https://example.com/blog/pipelines'],
  ['Newsletter', 'https://example.com/newsletter'],
  ['Case study: 3× more demos', 'https://example.com/case-study'],
  ['Pricing', 'https://example.com/pricing'],
] as const;

type Reporter = (label: string, total: number) => Progress;

type Step = {
  label: string;
  /** The table the rows go to first, then those its triggers write. */
  tables: readonly string[];
  total: number;
  batch: number;
};

/**
 * One step's rows in batches, with a progress bar. When the seed has the database to
 * itself and adds at least as many rows as the table holds, the step is one transaction
 * that loads without the tables' indexes and keys and makes them after
 * (bulk-load.ts): all of it goes in, or none.
 */
async function loadStep(
  db: Kysely<DB>,
  bulk: boolean,
  report: Reporter,
  step: Step,
  write: (trx: Kysely<DB>, from: number, to: number) => Promise<void>,
): Promise<void> {
  if (step.total === 0) return;
  const load = async (trx: Kysely<DB>) => {
    const bar = report(step.label, step.total);
    for (let from = 1; from <= step.total; from += step.batch) {
      const to = Math.min(step.total, from + step.batch - 1);
      await write(trx, from, to);
      bar.advance(to);
    }
    bar.finish();
  };
  const { rows } = await sql<{ held: number }>`
    SELECT greatest(reltuples, 0)::float8 AS held FROM pg_class
    WHERE oid = ${step.tables[0]}::regclass`.execute(db);
  if (!bulk || step.total < (rows[0]?.held ?? 0)) {
    // Batch by batch, each its own transaction: a server at work keeps going meanwhile.
    await load(db);
    return;
  }
  await db.transaction().execute((trx) =>
    withIndexesMadeAfter(
      trx,
      step.tables,
      () => load(trx),
      (total) => report(`${step.label}: indexes`, total),
    ),
  );
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

/**
 * How the steps write: `auto` loads in bulk when the seed has the database to itself (and
 * a step doubles its table); the bench forces each way to compare them.
 */
export type SeedPath = 'auto' | 'bulk' | 'batches';

export async function seedAccount(
  db: Kysely<DB>,
  config: Config,
  options: SeedOptions,
  report: Reporter = progressBar,
  path: SeedPath = 'auto',
): Promise<SeedReport> {
  const started = performance.now();
  const target = await findTarget(db, options.email, options.days);
  const visitors = Math.max(1, Math.round(options.views / 3));

  const bulk = path === 'auto' ? await hasDatabaseToItself(db) : path === 'bulk';
  // A second seed numbers its clients on from the first one's, so their e-mails differ.
  const { rows: held } = await sql<{ clients: number }>`
    SELECT count(*)::int AS clients FROM clients WHERE workspace_id = ${target.workspaceId}`.execute(
    db,
  );
  const numberedFrom = held[0]?.clients ?? 0;

  await loadStep(
    db,
    bulk,
    report,
    {
      label: 'Clients',
      tables: ['clients', 'client_status_order', 'client_duplicate_keys'],
      total: options.clients,
      batch: 50_000,
    },
    (trx, from, to) => insertClients(trx, target, numberedFrom + from, numberedFrom + to),
  );
  await loadStep(
    db,
    bulk,
    report,
    { label: 'Page views', tables: ['page_views'], total: options.views, batch: 250_000 },
    (trx, from, to) => insertPageViews(trx, target, { from, to, total: options.views }, visitors),
  );
  if (options.clicks > 0) {
    const linkIds = await linksToClick(db, target.userId);
    await loadStep(
      db,
      bulk,
      report,
      { label: 'Link clicks', tables: ['link_clicks'], total: options.clicks, batch: 250_000 },
      (trx, from, to) =>
        insertLinkClicks(trx, target, linkIds, { from, to, total: options.clicks }, visitors),
    );
    await countLinkClicks(db, target.userId);
  }
  if (options.documentViews > 0) {
    const link = await sharedDocument(db, config, target);
    await loadStep(
      db,
      bulk,
      report,
      {
        label: 'Document views',
        tables: ['document_views'],
        total: options.documentViews,
        batch: 100_000,
      },
      (trx, from, to) =>
        insertDocumentViews(trx, target, link, { from, to, total: options.documentViews }),
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
