// One batch of imported clients in one transaction, under the workspace's quota lock, with
// the import's Recent Activity entry raised by what the batch stored. Each row is first
// matched against the workspace's clients by its e-mail, else its phone (issue 19): a
// duplicate is skipped, fills in the stored client, or is created anyway, as the import
// asks; the rows past the plan's limit are counted apart; the rest go in with ONE
// multi-row INSERT … ON CONFLICT DO NOTHING RETURNING: a row the unique e-mail index
// turns away is a duplicate of a stored client. The batch travels as one JSON parameter
// expanded by jsonb_to_recordset: far cheaper than 15,000 bound parameters.
//
// Rows of the batch that share an e-mail or phone with an earlier row wait for a second
// round, after the earlier one is stored, and are then handled as its duplicates.
import { type Kysely, sql } from 'kysely';
import { mayTouchRecord } from '../../../../core/access';
import { emailKey, phoneKey } from '../../../../core/client-duplicates';
import type { ImportFailure } from '../../../../core/import/import-contact';
import type { DuplicateMode } from '../../../../core/import/import-options';
import { CLIENT_MESSAGES, IMPORT_MESSAGES } from '../../../../core/messages';
import { isPlanTier, limitFor, type PlanTier, UNLIMITED } from '../../../../core/plans';
import { inTransaction } from '../../../db/in-transaction';
import type { DB } from '../../../db/types';
import { publishRecordChange } from '../../../platform/access/publish-record-change';
import { type WorkspaceAccess, workspaceOwnerId } from '../../../platform/access/workspace-access';
import { type ImportRecord, recordImportedClients } from '../../activity/public';
import { clientQuota, lockClientQuota } from '../client-quota';
import { emitClientsEvent } from '../client-webhook-events';
import type { BatchRow } from './batch-row';
import { mergeDuplicate, type RowRecord, type StoredClient } from './merge-duplicate';

/** A checked row with what the import knows of it beyond its INSERT JSON. */
export type ImportRow = BatchRow & {
  /** The row named its own lead source (else it got the import's). */
  ownLeadSource: boolean;
  /** The member the row's owner column names, when that is not the importer. */
  ownerId?: string;
};

export type BatchResult = {
  imported: number;
  updated: number;
  skipped: number;
  failed: ImportFailure[];
  /** Rows refused for the plan's limit (with its message), and the plan's usage after the batch. */
  limited: ImportFailure[];
  quota: { used: number; limit: number; tier: PlanTier };
};

async function insertRows(trx: Kysely<DB>, access: WorkspaceAccess, batch: readonly BatchRow[]) {
  const recordset = `[${batch.map((row) => row.json).join(',')}]`;
  const { rows } = await sql<{ id: string; email: string | null; userId: string | null }>`
    INSERT INTO clients (workspace_id, created_by, user_id, name, email, phone, company, position, status, lead_source,
      lead_score, estimated_value_cents, expected_close_date, notes, tags, contact_details,
      website_urls, created_at, last_contacted_at, custom_values)
    SELECT ${access.workspaceId}::uuid, ${access.userId}, user_id, name, email, phone, company, position, status, lead_source, lead_score,
      estimated_value_cents, expected_close_date, notes, tags, contact_details::jsonb,
      website_urls::jsonb, coalesce(created_at, now()), last_contacted_at,
      coalesce(custom_values, '{}'::jsonb)
    FROM jsonb_to_recordset(${recordset}::jsonb) AS r(user_id text, name text,
      email text, phone text, company text, position text, status text, lead_source text,
      lead_score integer, estimated_value_cents bigint, expected_close_date date, notes text,
      tags text[], contact_details text, website_urls text, created_at timestamptz,
      last_contacted_at timestamptz, custom_values jsonb)
    ON CONFLICT DO NOTHING
    RETURNING id, email, user_id`.execute(trx);
  return rows;
}

/** The workspace owner's plan (a Pro user's 100,000 clients are not counted every batch). */
async function planTier(trx: Kysely<DB>, workspaceId: string): Promise<PlanTier> {
  const profile = await trx
    .selectFrom('profiles')
    .select('tier')
    .where('userId', '=', workspaceOwnerId(workspaceId))
    .executeTakeFirst();
  return profile && isPlanTier(profile.tier) ? profile.tier : 'free';
}

// The keys are the duplicates finder's (emailKey, phoneKey of client-duplicates.ts,
// decision 052): a row the import takes for a stored client is a pair the finder offers.
// The look-up spells them as migrations 0026 (unique lower(email)) and 0029 (the phone's
// digits) index them, so it stays an index scan; a key of fewer digits is never asked for.
const PHONE_KEY_SQL = (column: string) =>
  sql<string>`regexp_replace(${sql.ref(column)}, '[^0-9]', '', 'g')`;

type Stored = StoredClient & { id: string; userId: string | null; createdBy: string | null };

/** The workspace's clients holding one of these e-mails or phones (locked when they may change). */
async function storedDuplicates(
  trx: Kysely<DB>,
  workspaceId: string,
  rows: readonly ImportRow[],
  lock: boolean,
) {
  const emails = [...new Set(rows.flatMap((row) => emailKey(row.email) ?? []))];
  const phones = [...new Set(rows.flatMap((row) => phoneKey(row.phone) ?? []))];
  const byEmail = new Map<string, Stored>();
  const byPhone = new Map<string, Stored>();
  if (emails.length === 0 && phones.length === 0) return { byEmail, byPhone };
  // Each key is looked up on its own: a probe of the unique e-mail index or of the
  // phone-digits index. Asked as one "workspace AND (email IN … OR phone IN …)", the
  // planner went by statistics taken before the import grew the workspace and read all
  // of it: 140 ms a batch at 60,000 clients, more with every batch. OFFSET 0 keeps each
  // LATERAL a probe per key; flattened, the planner made it a merge join over the workspace.
  const matched = sql<string>`ARRAY(
      SELECT c.id FROM unnest(${emails}::text[]) AS k(key)
        CROSS JOIN LATERAL (SELECT id FROM clients
          WHERE workspace_id = ${workspaceId} AND lower(email) = k.key OFFSET 0) AS c
      UNION
      SELECT c.id FROM unnest(${phones}::text[]) AS k(key)
        CROSS JOIN LATERAL (SELECT id FROM clients
          WHERE workspace_id = ${workspaceId} AND phone IS NOT NULL
            AND ${PHONE_KEY_SQL('phone')} = k.key OFFSET 0) AS c)`;
  const found = await trx
    .selectFrom('clients')
    .select([
      'id',
      'userId',
      'createdBy',
      'name',
      'email',
      'phone',
      'company',
      'position',
      'status',
      'leadSource',
      'leadScore',
      'estimatedValueCents',
      'expectedCloseDate',
      'notes',
      'tags',
      'contactDetails',
      'websiteUrls',
      'customValues',
    ])
    // The ids come from the workspace's own probes above; naming the workspace again only
    // made the planner AND them with a pass over the workspace's index.
    .where(sql<boolean>`id = ANY(${matched})`)
    .orderBy('createdAt')
    .$if(lock, (query) => query.forUpdate())
    .execute();
  for (const client of found) {
    const stored = { ...client, estimatedValueCents: Number(client.estimatedValueCents) };
    const email = emailKey(client.email);
    if (email && !byEmail.has(email)) byEmail.set(email, stored);
    const phone = phoneKey(client.phone);
    if (phone && !byPhone.has(phone)) byPhone.set(phone, stored);
  }
  return { byEmail, byPhone };
}

export async function insertBatch(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  rows: readonly ImportRow[],
  record: ImportRecord,
  duplicates: DuplicateMode,
): Promise<BatchResult> {
  return inTransaction(db, async (trx) => {
    await lockClientQuota(trx, access.workspaceId);
    const tier = await planTier(trx, access.workspaceId);
    const limit = limitFor(tier, 'clients');
    let used = limit === UNLIMITED ? 0 : (await clientQuota(trx, access.workspaceId)).used;
    const result: BatchResult = {
      imported: 0,
      updated: 0,
      skipped: 0,
      failed: [],
      limited: [],
      quota: { used, limit, tier },
    };
    const fail = (row: ImportRow, reason: string) =>
      result.failed.push({ line: row.line, name: row.name, reason });
    const owners = new Set<string>();
    const updatedOwners = new Set<string | null>();
    // The clients this batch created and changed, announced once it is done (decision 079).
    const createdIds: string[] = [];
    const updatedIds: string[] = [];
    const assignedIds: string[] = [];

    let pending: readonly ImportRow[] = rows;
    while (pending.length > 0) {
      const { byEmail, byPhone } = await storedDuplicates(
        trx,
        access.workspaceId,
        pending,
        duplicates === 'update',
      );
      const claimedEmails = new Set<string>();
      const claimedPhones = new Set<string>();
      const later: ImportRow[] = [];
      const toInsert: ImportRow[] = [];
      for (const row of pending) {
        const email = emailKey(row.email);
        const phone = phoneKey(row.phone);
        // An earlier row of this round holds the same e-mail or phone: this one waits.
        if (
          (email && claimedEmails.has(email)) ||
          (duplicates !== 'create' && phone && claimedPhones.has(phone))
        ) {
          later.push(row);
          continue;
        }
        const sameEmail = email ? byEmail.get(email) : undefined;
        const duplicate = sameEmail ?? (phone ? byPhone.get(phone) : undefined);
        if (duplicate && duplicates === 'skip') {
          result.skipped++;
          continue;
        }
        if (duplicate && duplicates === 'update') {
          const editable = mayTouchRecord(
            access.levels.clients.edit,
            access.userId,
            { ownerId: duplicate.userId, createdBy: duplicate.createdBy },
            access.levels.seesUnassigned,
          );
          if (!editable) {
            fail(row, IMPORT_MESSAGES.duplicateNotEditable);
            continue;
          }
          const changes = mergeDuplicate(
            duplicate,
            JSON.parse(row.json) as RowRecord,
            row.ownLeadSource,
          );
          if (Object.keys(changes).length > 0) {
            await trx.updateTable('clients').set(changes).where('id', '=', duplicate.id).execute();
            Object.assign(duplicate, changes, {
              contactDetails: changes.contactDetails
                ? JSON.parse(changes.contactDetails)
                : duplicate.contactDetails,
              websiteUrls: changes.websiteUrls
                ? JSON.parse(changes.websiteUrls)
                : duplicate.websiteUrls,
              customValues: changes.customValues
                ? JSON.parse(changes.customValues)
                : duplicate.customValues,
            });
            updatedOwners.add(duplicate.userId);
            updatedIds.push(duplicate.id);
          }
          result.updated++;
          if (email) claimedEmails.add(email);
          if (phone) claimedPhones.add(phone);
          continue;
        }
        // "Create anyway" still keeps one client per e-mail (the unique index).
        if (sameEmail) {
          fail(row, CLIENT_MESSAGES.duplicateImportRow);
          continue;
        }
        if (limit !== UNLIMITED && used + toInsert.length >= limit) {
          result.limited.push({
            line: row.line,
            name: row.name,
            reason: CLIENT_MESSAGES.clientLimit(limit),
          });
          continue;
        }
        toInsert.push(row);
        if (email) claimedEmails.add(email);
        if (phone) claimedPhones.add(phone);
      }

      if (toInsert.length > 0) {
        const inserted = await insertRows(trx, access, toInsert);
        if (inserted.length < toInsert.length) {
          const added = new Set(inserted.map((row) => row.email));
          for (const row of toInsert) {
            if (row.email && !added.has(row.email)) fail(row, CLIENT_MESSAGES.duplicateImportRow);
          }
        }
        result.imported += inserted.length;
        for (const row of inserted) {
          createdIds.push(row.id);
          // An owner column naming someone else assigns, as the add form's owner does.
          if (row.userId !== access.userId) assignedIds.push(row.id);
        }
        used += inserted.length;
        for (const row of toInsert) owners.add(row.ownerId ?? access.userId);
      }
      pending = later;
    }
    result.failed.sort((a, b) => a.line - b.line);
    result.limited.sort((a, b) => a.line - b.line);
    result.quota = { used, limit, tier };

    if (result.imported > 0) {
      await recordImportedClients(trx, access.userId, record, result.imported);
      // The imported clients are the importer's (or the members the owner column named):
      // whoever may see theirs hears of them.
      await publishRecordChange(
        trx,
        access.workspaceId,
        'clients',
        { ownerId: access.userId, createdBy: access.userId },
        { entity: 'clients', op: 'insert', id: 'import' },
        [...owners],
      );
    }
    if (updatedOwners.size > 0) {
      await publishRecordChange(
        trx,
        access.workspaceId,
        'clients',
        { ownerId: access.userId, createdBy: access.userId },
        { entity: 'clients', op: 'update', id: 'import' },
        [...updatedOwners],
      );
    }
    await emitClientsEvent(trx, access.workspaceId, 'client.created', { ids: createdIds });
    await emitClientsEvent(trx, access.workspaceId, 'client.assigned', { ids: assignedIds });
    await emitClientsEvent(trx, access.workspaceId, 'client.updated', {
      ids: [...new Set(updatedIds)],
    });
    return result;
  });
}
