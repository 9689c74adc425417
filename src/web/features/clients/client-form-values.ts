// The client form's editable state (strings as typed) and its conversion to the API's
// input. Lists keep the default-item rule (spec §4) on every change.

import { type Client, type ClientCreateInput, formatPhoneNumber } from '@/core/client-schemas';
import {
  type AddressType,
  type ClientStatus,
  DEFAULT_CLIENT_STATUS,
  DEFAULT_LEAD_SOURCE,
  DEFAULT_WEBSITE_LABEL,
  dollarsToCents,
  type EmailType,
  type LeadSource,
  type PhoneType,
} from '@/core/clients';
import type { CustomField } from '@/core/custom-field-schemas';
import type { CountryCode } from '@/core/phone-country';
import { customValuesInput, type DraftValue } from './custom-fields/custom-field-input';

/** asTyped: an imported number kept as written; typing a new number drops it. */
export type PhoneValue = { number: string; type: PhoneType; isDefault: boolean; asTyped?: boolean };
export type EmailValue = { address: string; type: EmailType; isDefault: boolean };
export type AddressValue = {
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  type: AddressType;
  isDefault: boolean;
};
export type WebsiteValue = { url: string; label: string; isDefault: boolean };

export type ClientFormValues = {
  name: string;
  company: string;
  position: string;
  status: ClientStatus;
  leadSource: LeadSource;
  leadScore: string;
  /** Dollars as typed, e.g. "1500.50". */
  estimatedValue: string;
  expectedCloseDate: string;
  notes: string;
  tags: string[];
  phones: PhoneValue[];
  emails: EmailValue[];
  addresses: AddressValue[];
  websites: WebsiteValue[];
  /**
   * The owner on create (issue 18, team workspaces): '' the caller, OWNER_UNASSIGNED
   * nobody, else a member's user id. Edits change the owner in the panel instead.
   */
  owner: string;
  /**
   * The custom fields' inputs that were touched (decision 049), by field id; the others
   * keep their stored values (a PATCH replaces only the keys it names).
   */
  customValues: Record<string, DraftValue>;
};

export const OWNER_UNASSIGNED = '__unassigned';

export const EMPTY_CLIENT_FORM: ClientFormValues = {
  name: '',
  company: '',
  position: '',
  status: DEFAULT_CLIENT_STATUS,
  leadSource: DEFAULT_LEAD_SOURCE,
  leadScore: '',
  estimatedValue: '',
  expectedCloseDate: '',
  notes: '',
  tags: [],
  phones: [],
  emails: [],
  addresses: [],
  websites: [],
  owner: '',
  customValues: {},
};

export const NEW_PHONE: PhoneValue = { number: '', type: 'mobile', isDefault: false };
export const NEW_EMAIL: EmailValue = { address: '', type: 'work', isDefault: false };
export const NEW_ADDRESS: AddressValue = {
  line1: '',
  line2: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
  type: 'office',
  isDefault: false,
};
export const NEW_WEBSITE: WebsiteValue = {
  url: '',
  label: DEFAULT_WEBSITE_LABEL,
  isDefault: false,
};

export function clientToFormValues(client: Client): ClientFormValues {
  return {
    name: client.name,
    company: client.company ?? '',
    position: client.position ?? '',
    status: client.status,
    leadSource: client.leadSource,
    leadScore: client.leadScore === null ? '' : String(client.leadScore),
    estimatedValue:
      client.estimatedValueCents === 0 ? '' : (client.estimatedValueCents / 100).toFixed(2),
    expectedCloseDate: client.expectedCloseDate ?? '',
    notes: client.notes ?? '',
    tags: [...client.tags],
    phones: client.phones.map((phone) => ({ ...phone })),
    emails: client.emails.map((email) => ({ ...email })),
    addresses: client.addresses.map((address) => ({
      ...address,
      line2: address.line2 ?? '',
      city: address.city ?? '',
      state: address.state ?? '',
      postalCode: address.postalCode ?? '',
      country: address.country ?? '',
    })),
    websites: client.websites.map((website) => ({ ...website })),
    owner: '',
    customValues: {},
  };
}

/** A typed number, or NaN for text that is not one (the schema then names the field). */
function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/**
 * A number typed without its country code, in the user's country ("030 1234567" in
 * Germany), written internationally before it is sent: the API reads a national number as
 * a US one. A number that is not valid there, or already international, goes as typed.
 */
function inCountry(phone: PhoneValue, country: CountryCode | undefined): PhoneValue {
  const typed = phone.number.trim();
  if (!country || phone.asTyped || typed.startsWith('+') || typed.startsWith('00')) return phone;
  const international = formatPhoneNumber(typed, country);
  return international ? { ...phone, number: international } : phone;
}

/** What the API receives; the shared schema checks it first (same rules, same messages). */
export function formValuesToInput(
  values: ClientFormValues,
  fields: readonly CustomField[] = [],
  mode: 'create' | 'edit' = 'create',
  /** Where the user's numbers without a country code are (settings, else the browser). */
  phoneCountry?: CountryCode,
): ClientCreateInput {
  const customValues = customValuesInput(fields, values.customValues, mode);
  const dollars = parseNumber(values.estimatedValue);
  const ownerId =
    values.owner === '' ? undefined : values.owner === OWNER_UNASSIGNED ? null : values.owner;
  return {
    ...(ownerId === undefined ? {} : { ownerId }),
    name: values.name,
    company: values.company,
    position: values.position,
    status: values.status,
    leadSource: values.leadSource,
    leadScore: parseNumber(values.leadScore),
    estimatedValueCents: dollars === null ? 0 : dollarsToCents(dollars),
    expectedCloseDate: values.expectedCloseDate,
    notes: values.notes,
    tags: values.tags,
    phones: values.phones.map((phone) => inCountry(phone, phoneCountry)),
    emails: values.emails,
    addresses: values.addresses,
    websites: values.websites,
    ...(customValues ? { customValues } : {}),
  };
}
