// What a spreadsheet column can hold, in one vocabulary shared by the header matcher
// (csv-columns.ts), the import's mapping step in the web (the user changes a column's
// match) and the API (an explicit mapping is a list of these, one per column).
//
// `slot` ties the columns of one numbered group together, as Google Contacts and our own
// export write them: "Phone 2 - Type" describes the value in "Phone 2 - Value", and the
// six "Address 1 - …" columns make one address. Columns without a slot group by type.
import { z } from 'zod';
import {
  ADDRESS_TYPES,
  type AddressType,
  EMAIL_TYPES,
  type EmailType,
  PHONE_TYPES,
  type PhoneType,
} from '../clients';

export const ADDRESS_PARTS = ['line1', 'line2', 'city', 'state', 'postalCode', 'country'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];
export const LIST_KINDS = ['phone', 'email', 'address', 'website'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/** Fields a column fills alone, one value per client. */
export const SCALAR_KINDS = [
  'name',
  'firstName',
  'middleName',
  'lastName',
  'company',
  'position',
  'notes',
  'tags',
  'status',
  'owner',
  'estimatedValue',
  'leadScore',
  'leadSource',
  'expectedCloseDate',
  'createdAt',
  'lastContactedAt',
] as const;
type ScalarKind = (typeof SCALAR_KINDS)[number];

/** Google's numbered groups go to "Phone 9"; a mapping naming slot 1,000 is not a file. */
const ZSlot = z.number().int().min(1).max(100).optional();

export const ZColumnField = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(SCALAR_KINDS) }),
  z.object({ kind: z.literal('email'), type: z.enum(EMAIL_TYPES), slot: ZSlot }),
  z.object({ kind: z.literal('phone'), type: z.enum(PHONE_TYPES), slot: ZSlot }),
  z.object({ kind: z.literal('website'), slot: ZSlot }),
  z.object({
    kind: z.literal('address'),
    part: z.enum(ADDRESS_PARTS),
    group: z.enum(ADDRESS_TYPES),
    slot: ZSlot,
  }),
  /** A custom field of the workspace (decision 049), by its id; its label comes from the workspace. */
  z.object({ kind: z.literal('custom'), fieldId: z.uuid() }),
  /** "Phone 1 - Type": the type (or label, for a website) of the same slot's value. */
  z.object({
    kind: z.literal('listType'),
    list: z.enum(LIST_KINDS),
    slot: z.number().int().min(1).max(100),
  }),
]);
export type ColumnField = z.infer<typeof ZColumnField>;

/** One entry per column: what it holds, or undefined when it is not imported. */
export type ColumnMap = (ColumnField | undefined)[];

const SCALAR_LABELS: Readonly<Record<ScalarKind, string>> = {
  name: 'Full name',
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  company: 'Company',
  position: 'Position',
  notes: 'Notes',
  tags: 'Tags',
  status: 'Status',
  owner: 'Owner',
  estimatedValue: 'Estimated value',
  leadScore: 'Lead score',
  leadSource: 'Lead source',
  expectedCloseDate: 'Expected close date',
  createdAt: 'Created',
  lastContactedAt: 'Last contacted',
};

const PHONE_LABELS: Readonly<Record<PhoneType, string>> = {
  mobile: 'Mobile',
  work: 'Work',
  home: 'Home',
  other: 'Other',
};
const EMAIL_LABELS: Readonly<Record<EmailType, string>> = {
  work: 'Work',
  personal: 'Personal',
  other: 'Other',
};
const ADDRESS_LABELS: Readonly<Record<AddressType, string>> = {
  office: 'Office',
  home: 'Home',
  billing: 'Billing',
  shipping: 'Shipping',
  other: 'Other',
};
const PART_LABELS: Readonly<Record<AddressPart, string>> = {
  line1: 'street',
  line2: 'street line 2',
  city: 'city',
  state: 'state / region',
  postalCode: 'postal code',
  country: 'country',
};
const LIST_LABELS: Readonly<Record<ListKind, string>> = {
  phone: 'Phone',
  email: 'Email',
  address: 'Address',
  website: 'Website',
};

/**
 * A stable text key for a field, without its slot: what the mapping step's select
 * holds ("phone:work", "address:home:city"). Two columns with the same key and no slot
 * land in the same list or address.
 */
export function columnFieldKey(field: ColumnField): string {
  switch (field.kind) {
    case 'email':
    case 'phone':
      return `${field.kind}:${field.type}`;
    case 'address':
      return `address:${field.group}:${field.part}`;
    case 'listType':
      return `listType:${field.list}`;
    case 'custom':
      return `custom:${field.fieldId}`;
    default:
      return field.kind;
  }
}

/** The words the mapping step shows for a field ("Phone (Work)", "Home address: city"). */
export function columnFieldLabel(field: ColumnField): string {
  switch (field.kind) {
    case 'email':
      return `Email (${EMAIL_LABELS[field.type]})`;
    case 'phone':
      return `Phone (${PHONE_LABELS[field.type]})`;
    case 'website':
      return 'Website';
    case 'address':
      return `${ADDRESS_LABELS[field.group]} address: ${PART_LABELS[field.part]}`;
    case 'listType':
      return `${LIST_LABELS[field.list]} ${field.slot} type`;
    case 'custom':
      // The field's label lives in the workspace; the mapping step names it from there.
      return 'Custom field';
    default:
      return SCALAR_LABELS[field.kind];
  }
}

/**
 * Every field a user may choose for a column, in the order the select lists them.
 * (A "type" column is only ever matched automatically: it needs its slot's value.)
 */
export const COLUMN_FIELD_CHOICES: readonly ColumnField[] = [
  { kind: 'name' },
  { kind: 'firstName' },
  { kind: 'middleName' },
  { kind: 'lastName' },
  { kind: 'company' },
  { kind: 'position' },
  ...EMAIL_TYPES.map((type) => ({ kind: 'email' as const, type })),
  ...PHONE_TYPES.map((type) => ({ kind: 'phone' as const, type })),
  { kind: 'website' },
  ...ADDRESS_TYPES.flatMap((group) =>
    ADDRESS_PARTS.map((part) => ({ kind: 'address' as const, part, group })),
  ),
  { kind: 'status' },
  { kind: 'owner' },
  { kind: 'leadSource' },
  { kind: 'leadScore' },
  { kind: 'estimatedValue' },
  { kind: 'expectedCloseDate' },
  { kind: 'createdAt' },
  { kind: 'lastContactedAt' },
  { kind: 'tags' },
  { kind: 'notes' },
];
