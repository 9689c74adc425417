// The seed's rows, written by the database itself (INSERT … SELECT over generate_series)
// in batches, so a million rows cost a few statements and no round trip per row. Every
// "random" choice is a hash of the row number: the same options give the same data.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { CLIENT_STATUSES, LEAD_SOURCES } from '../../src/core/clients';
import type { DB } from '../../src/server/db/types';
import { AGENTS, COMPANIES, FIRST_NAMES, LAST_NAMES, REFERRERS, TAGS } from './names';

export type SeedTarget = { userId: string; workspaceId: string; days: number };
/** Rows `from`..`to` of `total`. */
export type SeedSpan = { from: number; to: number; total: number };

/** A pseudo-random non-negative int from the row number `i` and a salt. */
const hash = (salt: number): RawBuilder<number> =>
  sql<number>`(hashint4(i * 31 + ${sql.lit(salt)})::bigint & 2147483647)`;

/**
 * A moment in the last `days` days, more of them recent (a page that is catching on):
 * the age is days × u^1.6 for u uniform in [0, 1).
 */
const recentMoment = (days: number, salt: number) =>
  sql`now() - make_interval(secs => ${days * 86_400}::float8 * power(${hash(salt)}::float8 / 2147483648.0, 1.6))`;

/**
 * recentMoment's spread, but in row order: row `i` of `total` gets the i-th slot of the
 * same distribution (u = (total − i + jitter) / total), so the rows arrive oldest first
 * and every index on created_at grows at its end instead of taking each row at a random
 * place. The events are the same mix of ages; only their order of insertion changes.
 */
const orderedMoment = (days: number, total: number, salt: number) =>
  sql`now() - make_interval(secs => ${days * 86_400}::float8 * power((${total}::float8 - i + ${hash(salt)}::float8 / 2147483648.0) / ${total}::float8, 1.6))`;

const text = (values: readonly string[]) => sql`${sql.val(values)}::text[]`;

/** Most clients are early in the pipeline: the first statuses weigh more. */
const STATUS_WHEEL = CLIENT_STATUSES.flatMap((status, index) =>
  Array.from({ length: Math.max(1, CLIENT_STATUSES.length - index) }, () => status),
);

export async function insertClients(
  db: Kysely<DB>,
  { userId, workspaceId, days }: SeedTarget,
  from: number,
  to: number,
): Promise<void> {
  await sql`
    INSERT INTO clients (workspace_id, user_id, created_by, name, email, phone, company,
      position, status, lead_source, lead_score, estimated_value_cents, tags,
      contact_details, website_urls, last_contacted_at, created_at, updated_at)
    SELECT ${workspaceId}, ${userId}, ${userId}, first || ' ' || last, email, phone, company,
      (ARRAY['Owner','Buyer','Head of Sales','Marketing Lead','Founder','Office Manager'])[1 + ${hash(6)} % 6],
      (${text(STATUS_WHEEL)})[1 + ${hash(7)} % ${STATUS_WHEEL.length}],
      (${text(LEAD_SOURCES)})[1 + ${hash(8)} % ${LEAD_SOURCES.length}],
      ${hash(9)} % 101,
      (${hash(10)} % 2000) * 2500,
      ARRAY[(${text(TAGS)})[1 + ${hash(11)} % ${TAGS.length}],
            (${text(TAGS)})[1 + ${hash(12)} % ${TAGS.length}]],
      jsonb_build_object(
        'phones', jsonb_build_array(jsonb_build_object('number', phone, 'type', 'mobile', 'is_default', true)),
        'emails', jsonb_build_array(jsonb_build_object('address', email, 'type', 'work', 'is_default', true)),
        'addresses', '[]'::jsonb),
      '[]'::jsonb,
      CASE WHEN ${hash(13)} % 3 > 0 THEN created + (now() - created) * (${hash(14)} % 100) / 100.0 END,
      created,
      created + (now() - created) * (${hash(15)} % 100) / 100.0
    FROM (
      SELECT i, first, last, created,
        scale_search_fold(first) || '.' || scale_search_fold(last) || i || '@' ||
          (ARRAY['example.com','example.org','example.net'])[1 + ${hash(3)} % 3] AS email,
        '+1 ' || (200 + ${hash(4)} % 700) || ' 555 ' || lpad((${hash(5)} % 10000)::text, 4, '0') AS phone,
        (${text(COMPANIES)})[1 + ${hash(2)} % ${COMPANIES.length}] AS company
      FROM (
        SELECT i,
          (${text(FIRST_NAMES)})[1 + ${hash(0)} % ${FIRST_NAMES.length}] AS first,
          (${text(LAST_NAMES)})[1 + ${hash(1)} % ${LAST_NAMES.length}] AS last,
          ${recentMoment(days, 16)} AS created
        FROM generate_series(${from}::int, ${to}::int) AS i
      ) AS person
    ) AS seed`.execute(db);
}

const AGENT_UAS = AGENTS.map(([ua]) => ua);
const AGENT_DEVICES = AGENTS.map(([, device]) => device);
const AGENT_BROWSERS = AGENTS.map(([, , browser]) => browser);

/**
 * Views of the Scale Page: a third as many visitors as views (the visitor hash is per day,
 * as the recorder's is), 40% direct, the rest from social sites and search.
 */
export async function insertPageViews(
  db: Kysely<DB>,
  { userId, days }: SeedTarget,
  { from, to, total }: SeedSpan,
  visitors: number,
): Promise<void> {
  await sql`
    INSERT INTO page_views (user_id, visitor_hash, referrer, user_agent, device, browser, created_at)
    SELECT ${userId},
      md5(to_char(at, 'YYYY-MM-DD') || ':' || (${hash(20)} % ${Math.max(1, visitors)})),
      CASE WHEN ${hash(21)} % 10 < 4 THEN NULL
           ELSE (${text(REFERRERS)})[1 + ${hash(22)} % ${REFERRERS.length}] END,
      (${text(AGENT_UAS)})[1 + agent], (${text(AGENT_DEVICES)})[1 + agent],
      (${text(AGENT_BROWSERS)})[1 + agent], at
    FROM (
      SELECT i, ${hash(23)} % ${AGENTS.length} AS agent, ${orderedMoment(days, total, 24)} AS at
      FROM generate_series(${from}::int, ${to}::int) AS i
    ) AS seed`.execute(db);
}

/** Clicks on the page's links, the first links clicked most. */
export async function insertLinkClicks(
  db: Kysely<DB>,
  { userId, days }: SeedTarget,
  linkIds: readonly string[],
  { from, to, total }: SeedSpan,
  visitors: number,
): Promise<void> {
  await sql`
    INSERT INTO link_clicks (link_id, user_id, visitor_hash, referrer, user_agent, device, browser, created_at)
    SELECT (${sql.val(linkIds)}::uuid[])[1 + least(${hash(30)} % ${linkIds.length}, ${hash(31)} % ${linkIds.length})],
      ${userId},
      md5(to_char(at, 'YYYY-MM-DD') || ':' || (${hash(32)} % ${Math.max(1, visitors)})),
      CASE WHEN ${hash(33)} % 10 < 4 THEN NULL
           ELSE (${text(REFERRERS)})[1 + ${hash(34)} % ${REFERRERS.length}] END,
      (${text(AGENT_UAS)})[1 + agent], (${text(AGENT_DEVICES)})[1 + agent],
      (${text(AGENT_BROWSERS)})[1 + agent], at
    FROM (
      SELECT i, ${hash(35)} % ${AGENTS.length} AS agent, ${orderedMoment(days, total, 36)} AS at
      FROM generate_series(${from}::int, ${to}::int) AS i
    ) AS seed`.execute(db);
}

/** The links' click counters, as the recorder keeps them, after the clicks are in. */
export async function countLinkClicks(db: Kysely<DB>, userId: string): Promise<void> {
  await sql`
    UPDATE links SET click_count = counted.clicks
    FROM (SELECT link_id, count(*)::int AS clicks FROM link_clicks WHERE user_id = ${userId}
          GROUP BY link_id) AS counted
    WHERE links.id = counted.link_id AND links.user_id = ${userId}`.execute(db);
}

/** Distinct ways of reading the document the views draw from (pages read, seconds each). */
const READINGS = 4096;

/**
 * Finished visits of a shared document: the first pages read, a few seconds to a minute
 * each. The readings are made once per batch and each view picks one by its hash: building
 * a visit's page_seconds row by row was a quarter of the step's time.
 */
export async function insertDocumentViews(
  db: Kysely<DB>,
  { days }: SeedTarget,
  link: { trackingLinkId: string; documentId: string; pageCount: number },
  { from, to, total }: SeedSpan,
): Promise<void> {
  await sql`
    WITH reading AS MATERIALIZED (
      SELECT r, jsonb_object_agg(p::text, s) AS seconds, array_agg(p ORDER BY p) AS pages,
        sum(s)::int AS total
      FROM generate_series(0, ${READINGS - 1}) AS r
      CROSS JOIN LATERAL generate_series(1, 1 + (hashint4(r * 13 + 43)::bigint & 2147483647)::int % ${Math.max(1, link.pageCount)}) AS p
      CROSS JOIN LATERAL (SELECT 3 + (hashint4(r * 7 + p)::bigint & 63) AS s) AS spent
      GROUP BY r
    )
    INSERT INTO document_views (view_key, tracking_link_id, document_id, viewer_user_agent,
      referrer, viewer_hash, device, page_seconds, pages_viewed, time_spent, is_final,
      created_at, updated_at)
    SELECT gen_random_uuid(), ${link.trackingLinkId}, ${link.documentId},
      (${text(AGENT_UAS)})[1 + agent], NULL, md5('viewer:' || (${hash(40)} % ${Math.max(1, Math.ceil((to - from + 1) / 2))} + ${from})),
      (${text(AGENT_DEVICES)})[1 + agent], reading.seconds, reading.pages, reading.total, true,
      at, at + make_interval(secs => reading.total)
    FROM (
      SELECT i, ${hash(41)} % ${AGENTS.length} AS agent, ${orderedMoment(days, total, 42)} AS at,
        ${hash(43)} % ${READINGS} AS r
      FROM generate_series(${from}::int, ${to}::int) AS i
    ) AS seed
    JOIN reading USING (r)`.execute(db);
}
