// The words a "Phone 1 - Type" cell holds, both ways: our CSV export writes the words
// Google Contacts writes ("Mobile", "Work", "Home", "Other"; "* " before the primary
// item's), and the import reads those, other languages' and our own labels back. A custom
// label ("Assistant", "Car") is no type of ours: it reads as "other" (a website keeps it
// as its label).
import type { AddressType, EmailType, PhoneType } from '../clients';

/** Google marks the primary item of a list with this before its type. */
export const PRIMARY_MARK = '* ';

/** What our export writes in a type column, in Google's words where Google has one. */
export const PHONE_TYPE_WORDS: Readonly<Record<PhoneType, string>> = {
  mobile: 'Mobile',
  work: 'Work',
  home: 'Home',
  other: 'Other',
};
export const EMAIL_TYPE_WORDS: Readonly<Record<EmailType, string>> = {
  work: 'Work',
  personal: 'Home',
  other: 'Other',
};
export const ADDRESS_TYPE_WORDS: Readonly<Record<AddressType, string>> = {
  office: 'Work',
  home: 'Home',
  billing: 'Billing',
  shipping: 'Shipping',
  other: 'Other',
};

/** A type cell's text, split into its words and whether it marks the primary item. */
export function readTypeCell(cell: string): { text: string; primary: boolean } {
  const trimmed = cell.trim();
  const primary = trimmed.startsWith('*');
  return { text: primary ? trimmed.replace(/^\*\s*/, '') : trimmed, primary };
}

/** Lower case, accents and punctuation gone: "Geschäftlich" → "geschaftlich". */
export function plainWords(text: string): string {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const anyOf = (...phrases: string[]) => new RegExp(`\\b(?:${phrases.join('|')})\\b`);

/** Words meaning a mobile phone, in the languages the header matcher knows. */
export const MOBILE_WORDS = anyOf(
  'mobile',
  'cell',
  'cellular',
  'cellphone',
  'iphone',
  'mobil',
  'mobiltelefon',
  'handy',
  'portable',
  'movil',
  'celular',
  'cellulare',
  'telemovel',
  'mobiel',
  'gsm',
  'whatsapp',
);
/** Words meaning work, business or office. */
export const WORK_WORDS = anyOf(
  'work',
  'business',
  'office',
  'company',
  'arbeit',
  'geschaftlich',
  'dienstlich',
  'buro',
  'firma',
  'travail',
  'bureau',
  'professionnel',
  'trabajo',
  'oficina',
  'lavoro',
  'ufficio',
  'trabalho',
  'comercial',
  'werk',
  'zakelijk',
  'kantoor',
);
/** Words meaning home, private or personal. */
export const HOME_WORDS = anyOf(
  'home',
  'personal',
  'private',
  'privat',
  'privee',
  'personnel',
  'personnelle',
  'domicile',
  'maison',
  'casa',
  'domicilio',
  'personale',
  'pessoal',
  'residencial',
  'thuis',
  'prive',
);
export const OTHER_WORDS = anyOf(
  'other',
  'andere',
  'sonstige',
  'autre',
  'otro',
  'altro',
  'outro',
  'overig',
  'overige',
);
export const BILLING_WORDS = anyOf(
  'billing',
  'invoice',
  'rechnung',
  'rechnungsadresse',
  'facturation',
  'facturacion',
  'fatturazione',
  'faturamento',
  'cobranca',
  'factuur',
  'factuuradres',
);
export const SHIPPING_WORDS = anyOf(
  'shipping',
  'delivery',
  'lieferung',
  'lieferadresse',
  'livraison',
  'envio',
  'entrega',
  'spedizione',
  'consegna',
  'levering',
  'afleveradres',
  'verzending',
);

/** A type text or a header's words → a phone type; `fallback` when no word says. */
export function phoneTypeOf(text: string, fallback: PhoneType = 'other'): PhoneType {
  const words = plainWords(text);
  // Google's "Home Fax", "Pager": numbers, but no phone of a kind the form knows.
  if (/\b(fax|telefax|pager)\b/.test(words)) return 'other';
  if (MOBILE_WORDS.test(words)) return 'mobile';
  if (WORK_WORDS.test(words)) return 'work';
  if (HOME_WORDS.test(words)) return 'home';
  if (OTHER_WORDS.test(words)) return 'other';
  return fallback;
}

export function emailTypeOf(text: string, fallback: EmailType = 'other'): EmailType {
  const words = plainWords(text);
  if (HOME_WORDS.test(words)) return 'personal';
  if (WORK_WORDS.test(words)) return 'work';
  if (OTHER_WORDS.test(words)) return 'other';
  return fallback;
}

export function addressTypeOf(text: string, fallback: AddressType = 'other'): AddressType {
  const words = plainWords(text);
  if (BILLING_WORDS.test(words)) return 'billing';
  if (SHIPPING_WORDS.test(words)) return 'shipping';
  if (HOME_WORDS.test(words)) return 'home';
  if (WORK_WORDS.test(words)) return 'office';
  if (OTHER_WORDS.test(words)) return 'other';
  return fallback;
}
