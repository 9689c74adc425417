// The country a phone number without a country code is read in (issue 19): an address's
// country as people write it ("Germany", "Deutschland", "DE", "Allemagne") → its ISO
// 3166 code, and the codes the profile setting may hold.
import { type CountryCode, getCountries, isSupportedCountry } from 'libphonenumber-js';

export type { CountryCode };

/** Every region libphonenumber reads numbers in, e.g. "DE", "US". */
export const PHONE_COUNTRIES: readonly CountryCode[] = getCountries();

/** Two letters naming a region whose numbers can be read. */
export function isPhoneCountry(code: unknown): code is CountryCode {
  return typeof code === 'string' && /^[A-Z]{2}$/.test(code) && isSupportedCountry(code);
}

/**
 * The languages whose country names are recognized: English and the common European
 * ones (those contact exports are written in).
 */
const NAME_LOCALES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'sv', 'da', 'nb', 'fi', 'cs'];

/** What Intl's names do not say: short forms and old names people still write. */
const ALIASES: Readonly<Record<string, CountryCode>> = {
  usa: 'US',
  us: 'US',
  'united states of america': 'US',
  america: 'US',
  uk: 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  holland: 'NL',
  'the netherlands': 'NL',
  brd: 'DE',
  'czech republic': 'CZ',
  'russian federation': 'RU',
  uae: 'AE',
  'korea, republic of': 'KR',
  'south korea': 'KR',
};

/** Lower case, accents and punctuation gone: "Österreich" → "osterreich". */
function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[^\p{L}\p{N},]+/gu, ' ')
    .trim();
}

let byName: Map<string, CountryCode> | undefined;

function names(): Map<string, CountryCode> {
  if (byName) return byName;
  byName = new Map();
  for (const [alias, code] of Object.entries(ALIASES)) byName.set(normalize(alias), code);
  for (const locale of NAME_LOCALES) {
    let display: Intl.DisplayNames;
    try {
      display = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      continue;
    }
    for (const code of PHONE_COUNTRIES) {
      const name = display.of(code);
      if (name && name !== code) {
        const key = normalize(name);
        if (!byName.has(key)) byName.set(key, code);
      }
    }
  }
  return byName;
}

/** "Deutschland", "germany", "DE", "U.S.A." → the ISO code; undefined when unknown. */
export function countryCodeOf(text: string | undefined): CountryCode | undefined {
  const trimmed = text?.trim();
  if (!trimmed || trimmed.length > 60) return undefined;
  const upper = trimmed.toUpperCase();
  if (upper === 'UK') return 'GB';
  if (isPhoneCountry(upper)) return upper;
  return names().get(normalize(trimmed));
}

/** A code's name in the reader's language ("Germany", "Deutschland"); the code when unknown. */
export function countryName(code: string, locale?: string): string {
  try {
    return (
      new Intl.DisplayNames(locale ? [locale] : undefined, { type: 'region' }).of(code) ?? code
    );
  } catch {
    return code;
  }
}

/** The region of a language tag ("de-AT" → "AT"), when it names a phone country. */
export function regionOfLocale(locale: string | undefined): CountryCode | undefined {
  if (!locale) return undefined;
  try {
    const region = new Intl.Locale(locale).maximize().region;
    return isPhoneCountry(region) ? region : undefined;
  } catch {
    return undefined;
  }
}

/** The browser's region ("de-AT" → "AT"; "en" → "US"), for a profile that chose none. */
export function browserPhoneCountry(): CountryCode | undefined {
  if (typeof navigator === 'undefined') return undefined;
  for (const language of [navigator.language, ...(navigator.languages ?? [])]) {
    const region = regionOfLocale(language);
    if (region) return region;
  }
  return undefined;
}
