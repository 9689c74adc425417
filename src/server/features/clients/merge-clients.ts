// POST /clients/:id/merge (issue 20, decision 045): the client `id` survives and the
// other is folded into it, in one transaction. The survivor takes the scalar field the
// user picked for each, keeps every phone, e-mail, address and website of both (one copy
// of each, its own default staying the default), the union of the tags, the other's
// interactions and activity entries; the other is deleted; a note on the survivor says
// what came from the other. Both must be clients the caller may change: one they cannot
// see answers 404, one they see but may not change 403 (findClient), and nothing changes.
import type { Kysely } from 'kysely';
import {
  type ClientMerge,
  DUPLICATE_MESSAGES,
  type MergeField,
} from '../../../core/client-duplicates';
import {
  type Address,
  CLIENT_NOTES_MAX,
  CLIENT_TAGS_MAX,
  type Client,
  type Email,
  INTERACTION_CONTENT_MAX,
  type Phone,
  type Website,
} from '../../../core/client-schemas';
import type { CustomField } from '../../../core/custom-field-schemas';
import {
  type CustomMergeChoice,
  customValuesDiffer,
  defaultCustomMergeChoice,
  mergedCustomValue,
} from '../../../core/merge-custom-values';
import type { DB } from '../../db/types';
import { badRequest, HttpError, notFound } from '../../http/errors';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { moveClientActivity } from '../activity/public';
import { emitWebhookEvent } from '../webhooks/public';
import { recordAssignments } from './client-assignment';
import { publishClientChange } from './client-change';
import { checkOwner, toClientViewWithOwner } from './client-owners';
import {
  primaryEmail,
  primaryPhone,
  toStoredAddresses,
  toStoredEmails,
  toStoredPhones,
  toStoredWebsites,
} from './client-row';
import { type ClientRow, toClientView } from './client-view';
import { workspaceCustomFields } from './custom-fields/custom-field-rows';
import { duplicateEmailError, isDuplicateEmail } from './duplicate-email';
import { checkClientId, findClient } from './find-client';

/** The column behind each pickable field. */
const COLUMNS = {
  name: 'name',
  company: 'company',
  position: 'position',
  status: 'status',
  leadSource: 'leadSource',
  leadScore: 'leadScore',
  estimatedValueCents: 'estimatedValueCents',
  expectedCloseDate: 'expectedCloseDate',
  ownerId: 'userId',
  notes: 'notes',
} as const satisfies Record<MergeField, keyof ClientRow>;

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || value === 0;

/** Survivor's items first, then the other's that are not already there; one default. */
function union<T extends { isDefault: boolean }>(
  mine: readonly T[],
  theirs: readonly T[],
  key: (item: T) => string,
): { items: T[]; added: T[] } {
  const seen = new Set(mine.map(key));
  const added = theirs.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  const hasDefault = mine.length > 0;
  const items = [
    ...mine,
    ...added.map((item) => (hasDefault ? { ...item, isDefault: false } : item)),
  ];
  return { items, added };
}

const phoneKey = (phone: Phone) => phone.number.replace(/\D/g, '') || phone.number.trim();
const emailKey = (email: Email) => email.address.trim().toLowerCase();
const addressKey = (address: Address) =>
  [address.line1, address.line2, address.city, address.state, address.postalCode, address.country]
    .map((part) => (part ?? '').trim().toLowerCase().replace(/\s+/g, ' '))
    .join('|');
const websiteKey = (website: Website) => website.url.trim().toLowerCase().replace(/\/+$/, '');

/** What each side contributes, picked field by field. */
function pickFields(keep: ClientRow, other: ClientRow, fields: ClientMerge['fields']) {
  const changes: Partial<Record<(typeof COLUMNS)[MergeField], unknown>> = {};
  const fromOther: MergeField[] = [];
  for (const field of Object.keys(COLUMNS) as MergeField[]) {
    const column = COLUMNS[field];
    const mine = keep[column];
    const theirs = other[column];
    const choice = fields[field] ?? (isEmpty(mine) && !isEmpty(theirs) ? 'other' : 'this');
    if (field === 'notes' && choice === 'both') {
      const joined = [keep.notes, other.notes].filter((note) => note?.trim()).join('\n\n');
      if (joined.length > CLIENT_NOTES_MAX) throw badRequest(DUPLICATE_MESSAGES.notesTooLong);
      changes.notes = joined === '' ? null : joined;
      if (other.notes?.trim()) fromOther.push('notes');
    } else if (choice === 'other') {
      changes[column] = theirs;
      if (theirs !== mine) fromOther.push(field);
    }
  }
  return { changes, fromOther };
}

/**
 * The survivor's custom values: for each of the workspace's fields the side picked (or
 * the default), a multi-select's "both" the union. A field the workspace does not have,
 * or "both" for a field that is no multi-select, is refused before anything changes.
 */
function pickCustomValues(
  fields: readonly CustomField[],
  keep: ClientRow,
  other: ClientRow,
  choices: ClientMerge['customFields'],
) {
  const byId = new Map(fields.map((field) => [field.id, field]));
  for (const [id, choice] of Object.entries(choices)) {
    const field = byId.get(id);
    if (!field) {
      throw badRequest(DUPLICATE_MESSAGES.unknownCustomField, {
        [`customFields.${id}`]: DUPLICATE_MESSAGES.unknownCustomField,
      });
    }
    if (choice === 'both' && field.type !== 'multi_select') {
      const message = DUPLICATE_MESSAGES.bothOnlyForMultiSelect(field.label);
      throw badRequest(message, { [`customFields.${id}`]: message });
    }
  }
  const mine = (keep.customValues ?? {}) as Record<string, unknown>;
  const theirs = (other.customValues ?? {}) as Record<string, unknown>;
  // Values of fields the workspace no longer has are not carried on.
  const values: Record<string, unknown> = {};
  const fromOther: string[] = [];
  for (const field of fields) {
    const choice: CustomMergeChoice =
      choices[field.id] ?? defaultCustomMergeChoice(field, mine[field.id], theirs[field.id]);
    const value = mergedCustomValue(field, mine[field.id], theirs[field.id], choice);
    if (value !== undefined) values[field.id] = value;
    if (customValuesDiffer(value, mine[field.id])) fromOther.push(field.label);
  }
  return { values, fromOther };
}

export async function mergeClients(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  clientId: string,
  input: ClientMerge,
  publicUrl = '',
): Promise<Client> {
  checkClientId(clientId);
  if (clientId === input.otherId) throw badRequest(DUPLICATE_MESSAGES.mergeWithItself);
  try {
    return await db.transaction().execute(async (trx) => {
      // Locked in id order, so two merges of the same pair cannot wait on each other.
      const [first, second] = [clientId, input.otherId].sort();
      const locked = new Map<string, ClientRow>();
      for (const id of [first, second] as string[]) {
        try {
          locked.set(id, await findClient(trx, access, id, 'edit', true));
        } catch (error) {
          // The other client is named in the body: say which one is missing.
          if (id === input.otherId && error instanceof HttpError && error.status === 404) {
            throw notFound(DUPLICATE_MESSAGES.otherNotFound);
          }
          throw error;
        }
      }
      const keep = locked.get(clientId) as ClientRow;
      const other = locked.get(input.otherId) as ClientRow;

      const { changes, fromOther } = pickFields(keep, other, input.fields);
      const custom = pickCustomValues(
        await workspaceCustomFields(trx, access),
        keep,
        other,
        input.customFields,
      );
      const newOwner = changes.userId as string | null | undefined;
      const reassigned = newOwner !== undefined && newOwner !== keep.userId;
      if (reassigned) await checkOwner(trx, access.workspaceId, newOwner ?? null);

      const mine = toClientView(keep);
      const theirs = toClientView(other);
      const phones = union(mine.phones, theirs.phones, phoneKey);
      const emails = union(mine.emails, theirs.emails, emailKey);
      const addresses = union(mine.addresses, theirs.addresses, addressKey);
      const websites = union(mine.websites, theirs.websites, websiteKey);
      const tags = [...new Set([...mine.tags, ...theirs.tags])];
      if (tags.length > CLIENT_TAGS_MAX) {
        throw badRequest(DUPLICATE_MESSAGES.tooManyTags(CLIENT_TAGS_MAX));
      }

      // The other's interactions and activity entries move before it goes (its delete
      // would cascade them away); then it goes, so its primary e-mail is free for the
      // survivor under the one-address-per-workspace index.
      const moved = await trx
        .updateTable('client_interactions')
        .set({ clientId: keep.id })
        .where('clientId', '=', other.id)
        .executeTakeFirst();
      await moveClientActivity(trx, other.id, keep.id);
      await trx.deleteFrom('clients').where('id', '=', other.id).execute();

      const lastContacted = [keep.lastContactedAt, other.lastContactedAt]
        .filter((at): at is Date => at !== null)
        .map((at) => new Date(at))
        .sort((a, b) => b.getTime() - a.getTime())[0];
      const row = await trx
        .updateTable('clients')
        .set({
          ...(changes as Record<string, never>),
          tags,
          email: primaryEmail(emails.items),
          phone: primaryPhone(phones.items),
          contactDetails: JSON.stringify({
            phones: toStoredPhones(phones.items),
            emails: toStoredEmails(emails.items),
            addresses: toStoredAddresses(addresses.items),
          }),
          websiteUrls: JSON.stringify(toStoredWebsites(websites.items)),
          lastContactedAt: lastContacted ?? null,
          customValues: JSON.stringify(custom.values),
        })
        .where('id', '=', keep.id)
        .returningAll()
        .executeTakeFirstOrThrow();

      const movedCount = Number(moved.numUpdatedRows);
      await trx
        .insertInto('client_interactions')
        .values({
          clientId: keep.id,
          userId: access.userId,
          type: 'note',
          subject: DUPLICATE_MESSAGES.loggedSubject(other.name).slice(0, 200),
          content: mergeNote(other, {
            fields: fromOther,
            custom: custom.fromOther,
            phones: phones.added.map((phone) => phone.number),
            emails: emails.added.map((email) => email.address),
            addresses: addresses.added.length,
            websites: websites.added.map((website) => website.url),
            tags: theirs.tags.filter((tag) => !mine.tags.includes(tag)),
            interactions: movedCount,
          }),
        })
        .execute();
      if (reassigned) {
        await recordAssignments(trx, access.userId, [row], row.userId, publicUrl);
      }
      await publishClientChange(trx, other, 'delete');
      // The survivor's previous owner must drop it if it changed hands.
      await publishClientChange(trx, row, 'update', [keep.userId]);
      const client = await toClientViewWithOwner(trx, row);
      // The survivor changed; the other is gone into it. As HubSpot's contact.merge names
      // the merged ids, the survivor's event names the client folded into it (decision 079).
      await emitWebhookEvent(trx, access.workspaceId, 'client.updated', {
        ...client,
        mergedClientIds: [other.id],
      });
      if (row.status !== keep.status) {
        await emitWebhookEvent(trx, access.workspaceId, 'client.status_changed', {
          ...client,
          previousStatus: keep.status,
        });
      }
      if (reassigned) await emitWebhookEvent(trx, access.workspaceId, 'client.assigned', client);
      return client;
    });
  } catch (error) {
    if (isDuplicateEmail(error)) throw duplicateEmailError();
    throw error;
  }
}

const FIELD_LABELS: Record<MergeField, string> = {
  name: 'name',
  company: 'company',
  position: 'position',
  status: 'status',
  leadSource: 'lead source',
  leadScore: 'lead score',
  estimatedValueCents: 'estimated value',
  expectedCloseDate: 'expected close date',
  ownerId: 'owner',
  notes: 'notes',
};

/** The logged note: what the survivor took from the other client, in words. */
function mergeNote(
  other: ClientRow,
  taken: {
    fields: MergeField[];
    /** Labels of the custom fields whose value came from the other client. */
    custom: string[];
    phones: string[];
    emails: string[];
    addresses: number;
    websites: string[];
    tags: string[];
    interactions: number;
  },
): string {
  const lines = [`${DUPLICATE_MESSAGES.loggedSubject(other.name)}.`];
  if (taken.fields.length > 0) {
    lines.push(`Kept from it: ${taken.fields.map((field) => FIELD_LABELS[field]).join(', ')}.`);
  }
  if (taken.custom.length > 0) lines.push(`Custom fields from it: ${taken.custom.join(', ')}.`);
  if (taken.emails.length > 0) lines.push(`E-mails added: ${taken.emails.join(', ')}.`);
  if (taken.phones.length > 0) lines.push(`Phones added: ${taken.phones.join(', ')}.`);
  if (taken.addresses > 0) lines.push(`Addresses added: ${taken.addresses}.`);
  if (taken.websites.length > 0) lines.push(`Websites added: ${taken.websites.join(', ')}.`);
  if (taken.tags.length > 0) lines.push(`Tags added: ${taken.tags.join(', ')}.`);
  lines.push(
    `${taken.interactions} ${taken.interactions === 1 ? 'interaction' : 'interactions'} moved here.`,
  );
  const note = lines.join('\n');
  return note.length > INTERACTION_CONTENT_MAX ? note.slice(0, INTERACTION_CONTENT_MAX) : note;
}
