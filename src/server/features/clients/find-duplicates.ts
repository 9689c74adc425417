// GET /clients/duplicates (issue 20, decision 045): pairs of clients the caller may see
// that look like one person — a shared e-mail (any address in their lists, any case), a
// shared phone (any number in their lists, by its digits, as migration 0029's index
// compares them) or the same name at the same company (case and spaces aside).
//
// One pass over the workspace's clients: each visible client gives its normalised keys,
// the keys are grouped, and a group of n clients gives n − 1 pairs — its oldest client
// with each of the others — so a key shared by many (an office's switchboard) stays
// linear, and merging the pairs one after another still folds the whole group into the
// oldest. A pair found by several keys is one pair with several reasons.
import { type Kysely, sql } from 'kysely';
import type {
  DuplicateClient,
  DuplicatePage,
  DuplicateReason,
} from '../../../core/client-duplicates';
import type { DB } from '../../db/types';
import { recordFilter, type WorkspaceAccess } from '../../platform/access/workspace-access';

/** A phone with fewer digits than this is a fragment, not a number to match on. */
const MIN_PHONE_DIGITS = 6;

type PairRow = {
  olderId: string;
  newerId: string;
  reasons: DuplicateReason[];
  total: number | string;
};

type ClientBrief = Omit<DuplicateClient, 'createdAt'> & { createdAt: Date | string };

export async function findDuplicates(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  { limit, offset }: { limit: number; offset: number },
): Promise<DuplicatePage> {
  const visible = recordFilter(access, 'clients', 'view', 'c');
  const { rows } = await sql<PairRow>`
    WITH keys AS (
      SELECT c.id, c.created_at, 'email' AS kind, lower(btrim(e.value->>'address')) AS key,
             btrim(e.value->>'address') AS shown
      FROM clients c
      CROSS JOIN LATERAL jsonb_array_elements(
        CASE WHEN jsonb_typeof(c.contact_details->'emails') = 'array'
             THEN c.contact_details->'emails' ELSE '[]'::jsonb END) AS e
      WHERE ${visible}
      UNION
      SELECT c.id, c.created_at, 'email', lower(c.email), c.email
      FROM clients c WHERE ${visible} AND c.email IS NOT NULL
      UNION
      SELECT c.id, c.created_at, 'phone', regexp_replace(p.value->>'number', '[^0-9]', '', 'g'),
             p.value->>'number'
      FROM clients c
      CROSS JOIN LATERAL jsonb_array_elements(
        CASE WHEN jsonb_typeof(c.contact_details->'phones') = 'array'
             THEN c.contact_details->'phones' ELSE '[]'::jsonb END) AS p
      WHERE ${visible}
      UNION
      SELECT c.id, c.created_at, 'phone', regexp_replace(c.phone, '[^0-9]', '', 'g'), c.phone
      FROM clients c WHERE ${visible} AND c.phone IS NOT NULL
      UNION
      SELECT c.id, c.created_at, 'name',
             lower(regexp_replace(btrim(c.name), '[[:space:]]+', ' ', 'g')) || '|' ||
             lower(regexp_replace(btrim(c.company), '[[:space:]]+', ' ', 'g')),
             btrim(c.name) || ', ' || btrim(c.company)
      FROM clients c WHERE ${visible} AND btrim(coalesce(c.company, '')) <> ''
    ),
    groups AS (
      SELECT kind, key, min(shown) AS shown,
             array_agg(id ORDER BY created_at, id) AS ids
      FROM keys
      WHERE key <> '' AND (kind <> 'phone' OR length(key) >= ${MIN_PHONE_DIGITS})
      GROUP BY kind, key
      HAVING count(DISTINCT id) > 1
    ),
    pairs AS (
      SELECT g.ids[1] AS older_id, other.id AS newer_id,
             jsonb_agg(jsonb_build_object('kind', g.kind, 'value', g.shown)
                       ORDER BY g.kind, g.shown) AS reasons
      FROM groups g
      CROSS JOIN LATERAL unnest(g.ids[2:]) AS other (id)
      WHERE other.id <> g.ids[1]
      GROUP BY g.ids[1], other.id
    )
    SELECT older_id, newer_id, reasons, count(*) OVER () AS total
    FROM pairs
    ORDER BY newer_id, older_id
    LIMIT ${limit} OFFSET ${offset}
  `.execute(db);
  // The window's count comes with the page's rows (past the last page there are none,
  // and that page says 0).
  const total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0) return { pairs: [], total };
  const ids = [...new Set(rows.flatMap((row) => [row.olderId, row.newerId]))];
  const briefs = await db
    .selectFrom('clients')
    .select(['id', 'name', 'company', 'email', 'phone', 'createdAt'])
    .where('id', 'in', ids)
    .where(recordFilter(access, 'clients', 'view'))
    .execute();
  const byId = new Map(briefs.map((row) => [row.id, toBrief(row)]));
  const pairs = rows.flatMap((row) => {
    const older = byId.get(row.olderId);
    const newer = byId.get(row.newerId);
    return older && newer ? [{ older, newer, reasons: row.reasons }] : [];
  });
  return { pairs, total };
}

function toBrief(row: ClientBrief): DuplicateClient {
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    createdAt: (row.createdAt instanceof Date
      ? row.createdAt
      : new Date(row.createdAt)
    ).toISOString(),
  };
}
