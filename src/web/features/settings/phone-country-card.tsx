// "Phone numbers without a country code" (issue 19): the country an import and the client
// form read "030 1234567" in. Until the person chooses, the browser's region is proposed
// (and is what they use); choosing one saves it at once.
import { getCountryCallingCode } from 'libphonenumber-js';
import { useId, useMemo } from 'react';
import {
  browserPhoneCountry,
  type CountryCode,
  countryName,
  PHONE_COUNTRIES,
} from '@/core/phone-country';
import type { ProfileSettings } from '@/core/profile-schemas';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Label } from '@/ui/label';
import { Select } from '@/ui/select';
import { errorMessage } from '@/web/lib/api';
import { useUpdateProfile } from './api/update-profile';

/** Every country, named in the reader's language, in their alphabetical order. */
function useCountryOptions(): { code: CountryCode; label: string }[] {
  return useMemo(() => {
    const locale = typeof navigator === 'undefined' ? undefined : navigator.language;
    const collator = new Intl.Collator(locale);
    return PHONE_COUNTRIES.map((code) => ({
      code,
      label: `${countryName(code, locale)} (+${getCountryCallingCode(code)})`,
    })).sort((a, b) => collator.compare(a.label, b.label));
  }, []);
}

export function PhoneCountryCard({ profile }: { profile: ProfileSettings }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const update = useUpdateProfile();
  const options = useCountryOptions();
  const proposed = useMemo(() => browserPhoneCountry() ?? 'US', []);
  const chosen = profile.phoneCountry ?? proposed;
  const save = (code: string) => update.mutate({ phoneCountry: code });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Phone numbers without a country code</CardTitle>
        <CardDescription>
          When you add or import contacts, a number such as 030 1234567 is read as a number of this
          country (on import, unless the contact's address names another).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Label htmlFor={id}>Country</Label>
        <Select
          id={id}
          className="sm:max-w-xs"
          value={chosen}
          aria-describedby={profile.phoneCountry ? undefined : hintId}
          disabled={update.isPending}
          onChange={(event) => save(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </Select>
        {profile.phoneCountry ? null : (
          <div className="flex flex-wrap items-center gap-2">
            <p id={hintId} className="text-sm text-muted-foreground">
              Proposed from your browser's language; not saved yet.
            </p>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={update.isPending}
              onClick={() => save(chosen)}
            >
              Save {countryName(chosen)}
            </Button>
          </div>
        )}
        {update.error ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(update.error)}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
