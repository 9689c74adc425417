// Settings > Profile (spec §2): username and email read-only; display name, bio with
// a live counter, avatar, public switch, contact numbers and time zone.
import { type FormEvent, useState } from 'react';
import { LEAD_FORM_MESSAGES, MESSAGES } from '@/core/messages';
import { BIO_MAX_LENGTH, type ProfileSettings, ZProfileUpdate } from '@/core/profile-schemas';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { describedBy, FieldMessage } from '@/web/components/field-message';
import { FormAlert } from '@/web/components/form-alert';
import { LengthCounter } from '@/web/components/length-counter';
import { TimeZonePicker } from '@/web/components/time-zone-picker';
import { isApiError } from '@/web/lib/api';
import { issueErrors, refusalErrors } from '@/web/lib/form-errors';
import { useUpdateProfile } from './api/update-profile';
import { AvatarField } from './avatar-field';
import { CustomUrlCard } from './custom-url-card';
import { SettingsSwitch } from './settings-switch';
import { useFlashMessage } from './use-flash-message';

export function ProfileSection({ profile }: { profile: ProfileSettings }) {
  const flash = useFlashMessage();
  return (
    <div className="space-y-6">
      {flash.message ? <Alert variant="success">{flash.message}</Alert> : null}
      <Card>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
          <CardDescription>What visitors see on your Scale Page.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <AvatarField profile={profile} onSaved={() => flash.show(MESSAGES.profileUpdated)} />
          {/* Keyed by user so another account's data never lands in this form's state. */}
          <ProfileForm
            key={profile.userId}
            profile={profile}
            onSaved={() => flash.show(MESSAGES.profileUpdated)}
          />
        </CardContent>
      </Card>
      <CustomUrlCard profile={profile} />
    </div>
  );
}

/** The fields that show their own message; any other refusal is said above Save. */
const PROFILE_FIELDS = ['displayName', 'bio', 'whatsappNumber', 'phoneNumber', 'timezone'] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];

function ProfileForm({ profile, onSaved }: { profile: ProfileSettings; onSaved(): void }) {
  const [displayName, setDisplayName] = useState(profile.displayName ?? '');
  const [bio, setBio] = useState(profile.bio ?? '');
  const [isPublic, setIsPublic] = useState(profile.isPublic);
  const [whatsappNumber, setWhatsappNumber] = useState(profile.whatsappNumber ?? '');
  const [phoneNumber, setPhoneNumber] = useState(profile.phoneNumber ?? '');
  const [timezone, setTimezone] = useState(profile.timezone);
  const [leadFormEnabled, setLeadFormEnabled] = useState(profile.leadFormEnabled);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProfile();
  const bioTooLong = bio.length > BIO_MAX_LENGTH;

  function showErrors({ form, ...fields }: Partial<Record<ProfileField | 'form', string>>) {
    setFieldErrors(fields);
    setError(form ?? MESSAGES.updateFailed);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const input = {
      displayName,
      bio,
      isPublic,
      whatsappNumber,
      phoneNumber,
      timezone,
      leadFormEnabled,
    };
    // The shared schema says no before a round trip; the server says it again.
    const parsed = ZProfileUpdate.safeParse(input);
    if (!parsed.success) {
      showErrors(issueErrors(parsed.error.issues, PROFILE_FIELDS));
      return;
    }
    setFieldErrors({});
    update.mutate(input, {
      onSuccess: (saved) => {
        setWhatsappNumber(saved.whatsappNumber ?? '');
        setPhoneNumber(saved.phoneNumber ?? '');
        onSaved();
      },
      onError: (failure) =>
        showErrors(
          refusalErrors(
            failure,
            PROFILE_FIELDS,
            isApiError(failure) && failure.status === 400 ? failure.message : MESSAGES.updateFailed,
          ),
        ),
    });
  }

  const invalid = (field: ProfileField) => (fieldErrors[field] ? true : undefined);

  return (
    <form className="space-y-5" onSubmit={submit} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="settings-username-readonly">Username</Label>
          <Input id="settings-username-readonly" value={profile.username} readOnly disabled />
        </div>
        <div className="space-y-2">
          <Label htmlFor="settings-email">Email</Label>
          <Input id="settings-email" type="email" value={profile.email} readOnly disabled />
        </div>
      </div>

      <div className="space-y-2">
        <Label htmlFor="settings-display-name">Display name</Label>
        <Input
          id="settings-display-name"
          value={displayName}
          maxLength={100}
          onChange={(event) => setDisplayName(event.target.value)}
          {...describedBy('settings-display-name', fieldErrors.displayName)}
        />
        <FieldMessage id="settings-display-name-error" message={fieldErrors.displayName} />
      </div>

      <div className="space-y-2">
        <div className="flex items-center justify-between">
          <Label htmlFor="settings-bio">Bio</Label>
          <LengthCounter data-testid="bio-counter" length={bio.length} max={BIO_MAX_LENGTH} />
        </div>
        <textarea
          id="settings-bio"
          value={bio}
          rows={4}
          onChange={(event) => setBio(event.target.value)}
          {...describedBy('settings-bio', fieldErrors.bio)}
          aria-invalid={bioTooLong || invalid('bio')}
          className="flex w-full rounded-lg border border-input bg-card px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 aria-invalid:border-destructive sm:text-sm"
          placeholder="Tell visitors what you do"
        />
        <FieldMessage id="settings-bio-error" message={fieldErrors.bio} />
      </div>

      <SettingsSwitch
        label="Public profile"
        description="When off, your Scale Page answers “not found” to visitors."
        checked={isPublic}
        onCheckedChange={setIsPublic}
      />

      <SettingsSwitch
        label={LEAD_FORM_MESSAGES.settingLabel}
        description={LEAD_FORM_MESSAGES.settingHint}
        checked={leadFormEnabled}
        onCheckedChange={setLeadFormEnabled}
      />

      <div className="space-y-2">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor="settings-whatsapp">WhatsApp number</Label>
            <Input
              id="settings-whatsapp"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+1 415 555 2671"
              value={whatsappNumber}
              onChange={(event) => setWhatsappNumber(event.target.value)}
              {...describedBy('settings-whatsapp', fieldErrors.whatsappNumber)}
            />
            <FieldMessage id="settings-whatsapp-error" message={fieldErrors.whatsappNumber} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="settings-phone">Phone number</Label>
            <Input
              id="settings-phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+1 415 555 2671"
              value={phoneNumber}
              onChange={(event) => setPhoneNumber(event.target.value)}
              {...describedBy('settings-phone', fieldErrors.phoneNumber)}
            />
            <FieldMessage id="settings-phone-error" message={fieldErrors.phoneNumber} />
          </div>
        </div>
        <p className="text-xs text-muted-foreground">
          These turn on the WhatsApp and Call buttons of your Scale Page. Use the international
          format with the country code; leave blank to hide a button.
        </p>
      </div>

      <TimeZonePicker
        id="settings-timezone"
        label="Time zone"
        value={timezone}
        onChange={setTimezone}
        error={fieldErrors.timezone}
      />

      <FormAlert message={error} fieldErrors={fieldErrors} />
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'Saving…' : 'Save profile'}
      </Button>
    </form>
  );
}
