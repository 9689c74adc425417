// The organization profile form (spec §2 Settings > Organization, §5, §6), one
// component for the Settings tab of /organizations and /settings/organization.
// The settings.view action shows it, settings.edit saves it (src/core/access.ts); the
// server checks both again.
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { can } from '@/core/access';
import { ORG_MESSAGES } from '@/core/messages';
import { ZOrganizationUpdate } from '@/core/organization-schemas';
import type { OrganizationDetail } from '@/core/organizations';
import { Alert } from '@/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Form, FormError, SubmitButton } from '@/web/components/form/form';
import { FormRefusal } from '@/web/components/form/form-messages';
import { useScaleForm } from '@/web/components/form/use-scale-form';
import { errorMessage, isApiError } from '@/web/lib/api';
import { useUpdateOrganization } from './api/update-organization';
import { OrganizationLogoField } from './organization-logo-field';
import { OrganizationProfileFields } from './organization-profile-fields';

/** How long the success message stays (spec §9: success messages last 3 s). */
const SUCCESS_MS = 3000;

export function OrganizationSettingsForm({ organization }: { organization: OrganizationDetail }) {
  if (!can(organization.permissions, 'settings.view')) return <SettingsAccessDenied />;
  const canEdit = can(organization.permissions, 'settings.edit');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Organization profile</CardTitle>
        <CardDescription>How {organization.name} appears to its members.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {canEdit ? null : <Alert variant="info">{ORG_MESSAGES.noEditPermission}</Alert>}
        <OrganizationLogoField organization={organization} canEdit={canEdit} />
        {/* Keyed by organization so switching never carries one's edits into another. */}
        <SettingsFields key={organization.id} organization={organization} canEdit={canEdit} />
      </CardContent>
    </Card>
  );
}

function SettingsAccessDenied() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center sm:py-10">
        <span className="flex size-12 items-center justify-center rounded-xl bg-red-50 text-destructive">
          <ShieldAlert className="size-6" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold">{ORG_MESSAGES.accessDenied}</h2>
        <p className="text-sm text-muted-foreground">{ORG_MESSAGES.noSettingsPermission}</p>
      </CardContent>
    </Card>
  );
}

function SettingsFields({
  organization,
  canEdit,
}: {
  organization: OrganizationDetail;
  canEdit: boolean;
}) {
  const update = useUpdateOrganization();
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const form = useScaleForm({
    defaultValues: {
      name: organization.name,
      description: organization.description ?? '',
      website: organization.website ?? '',
    },
    schema: ZOrganizationUpdate,
    // The slug is read-only here, not a value: a message about it belongs to the form.
    refusalMessage: (failure) =>
      isApiError(failure) && [400, 403, 409].includes(failure.status)
        ? errorMessage(failure)
        : ORG_MESSAGES.updateSettingsFailed,
    onSubmit: async (checked, values) => {
      if (!canEdit) throw new FormRefusal(ORG_MESSAGES.noEditPermission);
      const saved = await update.mutateAsync({
        organizationId: organization.id,
        changes: {
          name: checked.name ?? values.name.trim(),
          description: checked.description ?? null,
          website: checked.website ?? null,
        },
      });
      form.reset({
        name: saved.name,
        description: saved.description ?? '',
        website: saved.website ?? '',
      });
      showSaved();
    },
  });

  function showSaved() {
    const now = Date.now();
    setSavedAt(now);
    setTimeout(() => setSavedAt((current) => (current === now ? null : current)), SUCCESS_MS);
  }

  return (
    <Form
      form={form}
      className="space-y-5"
      aria-label="Organization settings"
      // A new attempt takes the last success message away at once.
      onSubmitCapture={() => setSavedAt(null)}
    >
      <OrganizationProfileFields disabled={!canEdit} readOnlySlug={organization.slug} />

      {savedAt !== null ? <Alert variant="success">{ORG_MESSAGES.settingsUpdated}</Alert> : null}
      <FormError />
      <SubmitButton busyLabel="Saving…" disabled={!canEdit}>
        Save changes
      </SubmitButton>
    </Form>
  );
}
