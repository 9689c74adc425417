// A row of an import on its way to the database, kept as the JSON its INSERT reads
// (insert-batch.ts). Made in the row checker's thread too: nothing here loads the
// database layer.
import type { ImportedClient } from '../../../../core/import/contact-to-client';
import { toClientRow } from '../client-row';

/**
 * A row waiting for its batch, kept as the JSON its INSERT reads: only a short string
 * lives until the batch is written, so a large import leaves little for the collector.
 */
export type BatchRow = {
  line: number;
  name: string;
  email: string | null;
  /** The primary phone as stored (international format): duplicates are found by it too. */
  phone: string | null;
  json: string;
};

/** The row as jsonb_to_recordset reads it (snake_case keys, jsonb columns as text). */
export function toBatchRow(
  userId: string,
  line: number,
  client: ImportedClient,
  customValues: Record<string, unknown> = {},
): BatchRow {
  const value = toClientRow(userId, client);
  const json = JSON.stringify({
    user_id: value.userId,
    name: value.name,
    email: value.email,
    phone: value.phone,
    company: value.company,
    position: value.position,
    status: value.status,
    lead_source: value.leadSource,
    lead_score: value.leadScore,
    estimated_value_cents: value.estimatedValueCents,
    expected_close_date: value.expectedCloseDate,
    notes: value.notes,
    tags: value.tags,
    contact_details: value.contactDetails,
    website_urls: value.websiteUrls,
    // Restored from a file (our CSV export's "Created", "Last Contacted"), else absent.
    created_at: client.createdAt ?? null,
    last_contacted_at: client.lastContactedAt ?? null,
    // Checked against the workspace's fields (custom-cells.ts); keyed by field id.
    custom_values: customValues,
  });
  return { line, name: value.name, email: value.email ?? null, phone: value.phone ?? null, json };
}
