// A validated client form as database values: the contact lists become the jsonb the
// spec describes (snake_case keys), and the client's email and phone columns hold the
// lists' primary entries so the unique e-mail index and the search can use them.
import type { Insertable } from 'kysely';
import type { Address, ClientCreate, Email, Phone, Website } from '../../../core/client-schemas';
import { primaryItem } from '../../../core/clients';
import type { ClientTables, StoredContactDetails, StoredWebsiteUrl } from './tables';

export type ClientInsert = Insertable<ClientTables['clients']>;

export function toStoredPhones(phones: readonly Phone[]): StoredContactDetails['phones'] {
  return phones.map((phone) => ({
    number: phone.number,
    type: phone.type,
    is_default: phone.isDefault,
    ...(phone.asTyped ? { as_typed: true } : {}),
  }));
}

export function toStoredEmails(emails: readonly Email[]): StoredContactDetails['emails'] {
  return emails.map((email) => ({
    address: email.address,
    type: email.type,
    is_default: email.isDefault,
  }));
}

export function toStoredAddresses(
  addresses: readonly Address[],
): StoredContactDetails['addresses'] {
  // Absent optional parts are left out of the json rather than stored as null (spec §5).
  return addresses.map((address) => ({
    line1: address.line1,
    ...(address.line2 ? { line2: address.line2 } : {}),
    ...(address.city ? { city: address.city } : {}),
    ...(address.state ? { state: address.state } : {}),
    ...(address.postalCode ? { postal_code: address.postalCode } : {}),
    ...(address.country ? { country: address.country } : {}),
    type: address.type,
    is_default: address.isDefault,
  }));
}

export function toStoredWebsites(websites: readonly Website[]): StoredWebsiteUrl[] {
  return websites.map((website) => ({
    url: website.url,
    label: website.label,
    is_default: website.isDefault,
  }));
}

/** The clients.email column: the primary address (already lowercased by the schema). */
export function primaryEmail(emails: readonly Email[]): string | null {
  return primaryItem(emails)?.address ?? null;
}

export function primaryPhone(phones: readonly Phone[]): string | null {
  return primaryItem(phones)?.number ?? null;
}

/** The INSERT values of one new client owned by `userId` (null: unassigned). */
export function toClientRow(userId: string | null, input: ClientCreate): ClientInsert {
  const contactDetails: StoredContactDetails = {
    phones: toStoredPhones(input.phones),
    emails: toStoredEmails(input.emails),
    addresses: toStoredAddresses(input.addresses),
  };
  return {
    userId,
    name: input.name,
    email: primaryEmail(input.emails),
    phone: primaryPhone(input.phones),
    company: input.company,
    position: input.position,
    status: input.status,
    leadSource: input.leadSource,
    leadScore: input.leadScore ?? null,
    estimatedValueCents: input.estimatedValueCents,
    expectedCloseDate: input.expectedCloseDate,
    notes: input.notes,
    tags: input.tags,
    contactDetails: JSON.stringify(contactDetails),
    websiteUrls: JSON.stringify(toStoredWebsites(input.websites)),
  };
}
