// A client as the API shows it (client-view.ts toClientView, with its owner's name and next
// open task), built by PostgreSQL from a row `c` of clients: what a webhook event of a
// bulk action, an import or an undo carries for each of thousands of clients (decision
// 079), without reading them into the server. The lists read as toClientView reads them:
// both key spellings, empty entries dropped, unknown types as "other", one default (the
// first marked, else the first). client-event-data.test.ts holds it equal to the view.
import { type RawBuilder, sql } from 'kysely';
import {
  ADDRESS_TYPES,
  DEFAULT_WEBSITE_LABEL,
  EMAIL_TYPES,
  PHONE_TYPES,
} from '../../../core/clients';

/** toISOString's form: 2026-01-02T03:04:05.678Z. */
function iso(value: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`to_char(${value} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A non-empty string member of `x`, else NULL (client-view.ts `text`). */
function text(key: string): RawBuilder<unknown> {
  return sql`CASE WHEN jsonb_typeof(x -> ${key}) = 'string' AND x ->> ${key} <> '' THEN x ->> ${key} END`;
}

function oneOf(allowed: readonly string[]): RawBuilder<unknown> {
  return sql`CASE WHEN jsonb_typeof(x -> 'type') = 'string' AND x ->> 'type' = ANY(${sql.val([...allowed])}::text[])
    THEN x ->> 'type' ELSE 'other' END`;
}

/**
 * The entries of the jsonb array `list` that have `required`, each shaped by `fields`
 * (over the entry `x`) plus isDefault — exactly one, as withOneDefault decides.
 */
function list(
  list: RawBuilder<unknown>,
  required: string,
  fields: RawBuilder<unknown>,
): RawBuilder<unknown> {
  return sql`coalesce((
    SELECT jsonb_agg(i.item || jsonb_build_object('isDefault', i.n = i.chosen) ORDER BY i.n)
    FROM (
      SELECT e.item, e.n, coalesce(min(e.n) FILTER (WHERE e.marked) OVER (), 1) AS chosen
      FROM (
        SELECT ${fields} AS item, row_number() OVER (ORDER BY a.o) AS n,
          (x -> 'isDefault' = 'true'::jsonb OR x -> 'is_default' = 'true'::jsonb) IS TRUE AS marked
        FROM jsonb_array_elements(CASE WHEN jsonb_typeof(${list}) = 'array' THEN ${list} ELSE '[]'::jsonb END)
          WITH ORDINALITY a(x, o)
        WHERE jsonb_typeof(x) = 'object' AND ${text(required)} IS NOT NULL
      ) e
    ) i
  ), '[]'::jsonb)`;
}

const phones = list(
  sql`c.contact_details -> 'phones'`,
  'number',
  sql`jsonb_build_object('number', x ->> 'number', 'type', ${oneOf(PHONE_TYPES)})
    || CASE WHEN (x -> 'asTyped' = 'true'::jsonb OR x -> 'as_typed' = 'true'::jsonb) IS TRUE
      THEN '{"asTyped": true}'::jsonb ELSE '{}'::jsonb END`,
);
const emails = list(
  sql`c.contact_details -> 'emails'`,
  'address',
  sql`jsonb_build_object('address', x ->> 'address', 'type', ${oneOf(EMAIL_TYPES)})`,
);
const addresses = list(
  sql`c.contact_details -> 'addresses'`,
  'line1',
  sql`jsonb_build_object('line1', x ->> 'line1', 'line2', ${text('line2')}, 'city', ${text('city')},
    'state', ${text('state')}, 'postalCode', coalesce(${text('postalCode')}, ${text('postal_code')}),
    'country', ${text('country')}, 'type', ${oneOf(ADDRESS_TYPES)})`,
);
const websites = list(
  sql`c.website_urls`,
  'url',
  sql`jsonb_build_object('url', x ->> 'url', 'label', coalesce(${text('label')}, ${DEFAULT_WEBSITE_LABEL}))`,
);

/** The owner's name as client-owners.ts `userNames` gives it. */
const ownerName = sql`CASE WHEN c.user_id IS NOT NULL THEN (
    SELECT coalesce(nullif(btrim(p.display_name), ''), nullif(btrim(u.name), ''), nullif(p.username, ''), 'A teammate')
    FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.id = c.user_id
  ) END`;

/** The next open task as tasks/next-tasks.ts gives it. */
const nextTask = sql`(
    SELECT json_build_object('id', k.id, 'title', k.title, 'dueAt', ${iso(sql`k.due_at`)},
      'overdue', k.due_at < clock_timestamp())
    FROM client_tasks k WHERE k.client_id = c.id AND k.done_at IS NULL
    ORDER BY k.due_at, k.id LIMIT 1
  )`;

/** The client row `c` as the API's Client, a json value. */
export const clientEventData: RawBuilder<unknown> = sql`json_build_object(
    'id', c.id, 'name', c.name, 'email', c.email, 'phone', c.phone, 'company', c.company,
    'position', c.position, 'status', c.status, 'leadSource', c.lead_source,
    'leadScore', c.lead_score, 'estimatedValueCents', c.estimated_value_cents,
    'expectedCloseDate', c.expected_close_date, 'notes', c.notes, 'tags', coalesce(c.tags, '{}'),
    'phones', ${phones}, 'emails', ${emails}, 'addresses', ${addresses}, 'websites', ${websites},
    'lastContactedAt', ${iso(sql`c.last_contacted_at`)}, 'createdAt', ${iso(sql`c.created_at`)},
    'updatedAt', ${iso(sql`c.updated_at`)}, 'ownerId', c.user_id, 'ownerName', ${ownerName},
    'createdBy', c.created_by,
    'customValues', CASE WHEN jsonb_typeof(c.custom_values) = 'object' THEN c.custom_values ELSE '{}'::jsonb END,
    'nextTask', ${nextTask}
  )`;
