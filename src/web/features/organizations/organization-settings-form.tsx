// The organization profile form (spec §2 Settings > Organization, §5, §6), one
// component for the Settings tab of /organizations and /settings/organization.
// org:settings:view shows it, org:settings:edit saves it; the server checks both again.
import { ShieldAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ORG_MESSAGES } from '@/core/messages';
import { ZOrganizationUpdate } from '@/core/organization-schemas';
import type { OrganizationDetail } from '@/core/organizations';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { FormAlert } from '@/web/components/form-alert';
import { errorMessage, isApiError } from '@/web/lib/api';
import { refusalErrors } from '@/web/lib/form-errors';
import { useUpdateOrganization } from './api/update-organization';
import { OrganizationLogoField } from './organization-logo-field';
import {
  type OrganizationFieldErrors,
  OrganizationProfileFields,
  organizationFieldErrors,
} from './organization-profile-fields';

/** How long the success message stays (spec §9: success messages last 3 s). */
const SUCCESS_MS = 3000;

export function OrganizationSettingsForm({ organization }: { organization: OrganizationDetail }) {
  if (!organization.permissions.includes('org:settings:view')) return <SettingsAccessDenied />;
  const canEdit = organization.permissions.includes('org:settings:edit');
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
  const [name, setName] = useState(organization.name);
  const [description, setDescription] = useState(organization.description ?? '');
  const [website, setWebsite] = useState(organization.website ?? '');
  const [fieldErrors, setFieldErrors] = useState<OrganizationFieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<number | null>(null);

  function showSaved() {
    const now = Date.now();
    setSavedAt(now);
    setTimeout(() => setSavedAt((current) => (current === now ? null : current)), SUCCESS_MS);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canEdit) {
      setError(ORG_MESSAGES.noEditPermission);
      return;
    }
    setError(null);
    setSavedAt(null);
    const changes = { name, description, website };
    const parsed = ZOrganizationUpdate.safeParse(changes);
    if (!parsed.success) {
      setFieldErrors(organizationFieldErrors(parsed.error.issues));
      return;
    }
    setFieldErrors({});
    update.mutate(
      {
        organizationId: organization.id,
        changes: {
          name: parsed.data.name ?? name.trim(),
          description: parsed.data.description ?? null,
          website: parsed.data.website ?? null,
        },
      },
      {
        onSuccess: (saved) => {
          setName(saved.name);
          setDescription(saved.description ?? '');
          setWebsite(saved.website ?? '');
          showSaved();
        },
        onError: (failure) => {
          const isRefusal = isApiError(failure) && [400, 403, 409].includes(failure.status);
          // The slug is read-only here: a message about it belongs to the form.
          const { form, ...fields } = refusalErrors(
            failure,
            ['name', 'description', 'website'],
            isRefusal ? errorMessage(failure) : ORG_MESSAGES.updateSettingsFailed,
          );
          setFieldErrors(fields);
          setError(form ?? null);
        },
      },
    );
  }

  return (
    <form className="space-y-5" onSubmit={submit} noValidate aria-label="Organization settings">
      <OrganizationProfileFields
        values={{ name, slug: organization.slug, description, website }}
        errors={fieldErrors}
        disabled={!canEdit}
        onNameChange={setName}
        onDescriptionChange={setDescription}
        onWebsiteChange={setWebsite}
      />

      {savedAt !== null ? <Alert variant="success">{ORG_MESSAGES.settingsUpdated}</Alert> : null}
      <FormAlert message={error} fieldErrors={fieldErrors} />
      <Button type="submit" disabled={!canEdit || update.isPending}>
        {update.isPending ? 'Saving…' : 'Save changes'}
      </Button>
    </form>
  );
}
