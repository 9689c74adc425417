// What the interop check's own readers (vcard-reader.ts, sheet-reader.ts) say one card
// or row holds: the values a person reading the file would expect to find on the
// client it became. Only what can be compared without the app's own interpretation:
// text, e-mails, phone digits, address parts, websites.

export type ValueKind = 'email' | 'phone' | 'website' | 'company' | 'position' | 'note';

export type ExpectedValue = {
  kind: ValueKind;
  /** What the report names when the value is missing: "2nd phone", "Home Phone". */
  label: string;
  value: string;
};

export type ExpectedAddress = {
  /** "ADR;HOME", "Address 1", "home". */
  label: string;
  /** Each non-empty part: { label: "postal code", value: "10115" }. */
  parts: { label: string; value: string }[];
};

export type ExpectedContact = {
  /** Where the contact is in the file: "card 3", "line 12". */
  where: string;
  /**
   * The names the client may carry, any one enough: FN, or N's given and family name;
   * without a person's name, the organisation, else the e-mail, else the phone (issue 19).
   */
  names: string[];
  /** The name is a phone number (compared by digits). */
  nameIsPhone?: boolean;
  values: ExpectedValue[];
  addresses: ExpectedAddress[];
};

/** "phone", "2nd phone", "3rd phone"…: the label of the n-th value of one kind (1-based). */
export function ordinalLabel(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix =
    n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th';
  return `${n}${suffix} ${base}`;
}

/** True when the contact has something to import it by (a name, company, e-mail or phone). */
export function isNamed(contact: ExpectedContact): boolean {
  return contact.names.some((name) => name.trim() !== '');
}
