// Settings > Profile (spec §2): username and email read-only; display name, bio with
// a live counter, avatar, public switch, contact numbers and time zone.
import { LEAD_FORM_MESSAGES, MESSAGES } from '@/core/messages';
import { BIO_MAX_LENGTH, type ProfileSettings, ZProfileUpdate } from '@/core/profile-schemas';
import { Alert } from '@/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Form, FormError, SubmitButton } from '@/web/components/form/form';
import { FormField, FormValue } from '@/web/components/form/form-field';
import { useScaleForm } from '@/web/components/form/use-scale-form';
import { TimeZonePicker } from '@/web/components/time-zone-picker';
import { isApiError } from '@/web/lib/api';
import { useUpdateProfile } from './api/update-profile';
import { AvatarField } from './avatar-field';
import { CustomUrlCard } from './custom-url-card';
import { LeadsWorkspaceCard } from './leads-workspace-card';
import { PhoneCountryCard } from './phone-country-card';
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
      <LeadsWorkspaceCard profile={profile} />
      <PhoneCountryCard profile={profile} />
    </div>
  );
}

/** The fields that show their own message; any other refusal is said above Save. */
const PROFILE_FIELDS = ['displayName', 'bio', 'whatsappNumber', 'phoneNumber', 'timezone'] as const;

/** [name, label, description] of the profile's on/off settings. */
const PROFILE_SWITCHES = [
  ['isPublic', 'Public profile', 'When off, your Scale Page answers “not found” to visitors.'],
  ['leadFormEnabled', LEAD_FORM_MESSAGES.settingLabel, LEAD_FORM_MESSAGES.settingHint],
] as const;

/** The phone numbers' field: a tel input for the international format. */
const phoneField = (name: string, label: string, id: string) => (
  <FormField name={name} label={label} id={id}>
    {(control) => (
      <Input
        {...control}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+1 415 555 2671"
      />
    )}
  </FormField>
);

function ProfileForm({ profile, onSaved }: { profile: ProfileSettings; onSaved(): void }) {
  const update = useUpdateProfile();
  const form = useScaleForm({
    defaultValues: {
      displayName: profile.displayName ?? '',
      bio: profile.bio ?? '',
      isPublic: profile.isPublic,
      whatsappNumber: profile.whatsappNumber ?? '',
      phoneNumber: profile.phoneNumber ?? '',
      timezone: profile.timezone,
      leadFormEnabled: profile.leadFormEnabled,
    },
    // The shared schema says no before a round trip; the server says it again.
    schema: ZProfileUpdate,
    fields: PROFILE_FIELDS,
    refusalMessage: (failure) =>
      isApiError(failure) && failure.status === 400 ? failure.message : MESSAGES.updateFailed,
    onSubmit: async (_checked, values) => {
      const saved = await update.mutateAsync(values);
      // The numbers as the server stored them (international format).
      form.setValue('whatsappNumber', saved.whatsappNumber ?? '');
      form.setValue('phoneNumber', saved.phoneNumber ?? '');
      onSaved();
    },
  });

  return (
    <Form form={form} className="space-y-5">
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

      <FormField name="displayName" label="Display name" id="settings-display-name">
        {(control) => <Input {...control} maxLength={100} />}
      </FormField>

      <FormField name="bio" label="Bio" id="settings-bio" max={BIO_MAX_LENGTH}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            className="flex w-full rounded-lg border border-input bg-card px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 aria-invalid:border-destructive sm:text-sm"
            placeholder="Tell visitors what you do"
          />
        )}
      </FormField>

      {PROFILE_SWITCHES.map(([name, label, description]) => (
        <FormValue<boolean> key={name} name={name}>
          {(checked, onChange) => (
            <SettingsSwitch
              label={label}
              description={description}
              checked={checked}
              onCheckedChange={onChange}
            />
          )}
        </FormValue>
      ))}

      <div className="space-y-2">
        <div className="grid gap-4 sm:grid-cols-2">
          {phoneField('whatsappNumber', 'WhatsApp number', 'settings-whatsapp')}
          {phoneField('phoneNumber', 'Phone number', 'settings-phone')}
        </div>
        <p className="text-xs text-muted-foreground">
          These turn on the WhatsApp and Call buttons of your Scale Page. Use the international
          format with the country code; leave blank to hide a button.
        </p>
      </div>

      <FormValue<string> name="timezone">
        {(timezone, onChange) => (
          <TimeZonePicker
            id="settings-timezone"
            label="Time zone"
            value={timezone}
            onChange={onChange}
            error={form.fieldErrors.timezone}
          />
        )}
      </FormValue>

      <FormError />
      <SubmitButton busyLabel="Saving…">Save profile</SubmitButton>
    </Form>
  );
}
