// The API's view of a client row. The jsonb lists are stored with the spec's
// snake_case keys, but Kysely's CamelCasePlugin renames keys inside jsonb on read, so
// both spellings are accepted here (and rows written by older code or by hand too).
import type { Selectable } from 'kysely';
import type { Address, Client, Email, Phone, Website } from '../../../core/client-schemas';
import {
  ADDRESS_TYPES,
  type AddressType,
  DEFAULT_WEBSITE_LABEL,
  EMAIL_TYPES,
  type EmailType,
  PHONE_TYPES,
  type PhoneType,
  withOneDefault,
} from '../../../core/clients';
import type { NextTask } from '../../../core/task-schemas';
import type { ClientTables } from './tables';

export type ClientRow = Selectable<ClientTables['clients']>;

type Loose = Record<string, unknown>;

function objects(value: unknown): Loose[] {
  return Array.isArray(value)
    ? value.filter((item): item is Loose => typeof item === 'object' && item !== null)
    : [];
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function isDefault(item: Loose): boolean {
  return item.isDefault === true || item.is_default === true;
}

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : fallback;
}

export function toPhones(value: unknown): Phone[] {
  return withOneDefault(
    objects(value)
      .filter((item) => text(item.number))
      .map((item) => ({
        number: item.number as string,
        type: oneOf<PhoneType>(PHONE_TYPES, item.type, 'other'),
        isDefault: isDefault(item),
        // An imported number that could not be read (decision 041).
        ...(item.asTyped === true || item.as_typed === true ? { asTyped: true as const } : {}),
      })),
  );
}

export function toEmails(value: unknown): Email[] {
  return withOneDefault(
    objects(value)
      .filter((item) => text(item.address))
      .map((item) => ({
        address: item.address as string,
        type: oneOf<EmailType>(EMAIL_TYPES, item.type, 'other'),
        isDefault: isDefault(item),
      })),
  );
}

export function toAddresses(value: unknown): Address[] {
  return withOneDefault(
    objects(value)
      .filter((item) => text(item.line1))
      .map((item) => ({
        line1: item.line1 as string,
        line2: text(item.line2),
        city: text(item.city),
        state: text(item.state),
        postalCode: text(item.postalCode) ?? text(item.postal_code),
        country: text(item.country),
        type: oneOf<AddressType>(ADDRESS_TYPES, item.type, 'other'),
        isDefault: isDefault(item),
      })),
  );
}

export function toWebsites(value: unknown): Website[] {
  return withOneDefault(
    objects(value)
      .filter((item) => text(item.url))
      .map((item) => ({
        url: item.url as string,
        label: text(item.label) ?? DEFAULT_WEBSITE_LABEL,
        isDefault: isDefault(item),
      })),
  );
}

/** The stored object (older rows and hand-written ones: anything else reads as none). */
function customValuesOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** `ownerName` comes from client-owners.ts (the users table), when the caller has it. */
export function toClientView(
  row: ClientRow,
  ownerName: string | null = null,
  nextTask: NextTask | null = null,
): Client {
  const details = (row.contactDetails ?? {}) as unknown as Loose;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    position: row.position,
    status: row.status,
    leadSource: row.leadSource,
    leadScore: row.leadScore,
    estimatedValueCents: Number(row.estimatedValueCents),
    expectedCloseDate: row.expectedCloseDate,
    notes: row.notes,
    tags: row.tags ?? [],
    phones: toPhones(details.phones),
    emails: toEmails(details.emails),
    addresses: toAddresses(details.addresses),
    websites: toWebsites(row.websiteUrls),
    lastContactedAt: row.lastContactedAt ? iso(row.lastContactedAt) : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    ownerId: row.userId,
    ownerName: row.userId ? ownerName : null,
    createdBy: row.createdBy,
    customValues: customValuesOf(row.customValues),
    nextTask,
  };
}
