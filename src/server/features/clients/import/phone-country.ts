// The country an import reads phone numbers without a country code in, when the request
// names none (issue 19): the importer's profile setting, else the US (what the add form
// assumes). Profiles are an identity table, so the import reads the setting itself.
import type { Kysely } from 'kysely';
import { type CountryCode, isPhoneCountry } from '../../../../core/phone-country';
import type { DB } from '../../../db/types';

export const FALLBACK_PHONE_COUNTRY: CountryCode = 'US';

export async function phoneCountryOf(db: Kysely<DB>, userId: string): Promise<CountryCode> {
  const row = await db
    .selectFrom('profiles')
    .select('phoneCountry')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return isPhoneCountry(row?.phoneCountry) ? row.phoneCountry : FALLBACK_PHONE_COUNTRY;
}
