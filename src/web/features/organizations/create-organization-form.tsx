// The create form (spec §5 Organization), shown at /organizations/new, in the Create
// New tab and to someone with no organization yet. The slug follows the name until it
// is typed in; once created, the organization becomes current.
import { X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ORG_MESSAGES } from '@/core/messages';
import { slugFromName, stripSlug, ZOrganizationCreate } from '@/core/organization-schemas';
import type { OrganizationDetail } from '@/core/organizations';
import { Button } from '@/ui/button';
import { FormAlert } from '@/web/components/form-alert';
import { ImagePicker } from '@/web/components/image-picker';
import { errorMessage, isApiError } from '@/web/lib/api';
import { refusalErrors } from '@/web/lib/form-errors';
import { usePreviewUrl } from '@/web/lib/use-preview-url';
import { useCreateOrganization } from './api/create-organization';
import { useUploadOrganizationLogo } from './api/organization-logo';
import { useCurrentOrganization } from './current-organization';
import { logoUploadMessage } from './logo-upload-message';
import { OrganizationAvatar } from './organization-avatar';
import {
  ORGANIZATION_FIELDS,
  type OrganizationFieldErrors,
  OrganizationProfileFields,
  organizationFieldErrors,
} from './organization-profile-fields';

export function CreateOrganizationForm() {
  const navigate = useNavigate();
  const { setCurrentId } = useCurrentOrganization();
  const create = useCreateOrganization();
  const uploadLogo = useUploadOrganizationLogo();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [isSlugEdited, setIsSlugEdited] = useState(false);
  const [description, setDescription] = useState('');
  const [website, setWebsite] = useState('');
  const [logo, setLogo] = useState<File | null>(null);
  const [logoPreview, showLogoPreview] = usePreviewUrl();
  const [logoError, setLogoError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<OrganizationFieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  const isBusy = create.isPending || uploadLogo.isPending;

  function changeName(value: string) {
    setName(value);
    if (!isSlugEdited) setSlug(slugFromName(value));
  }

  function changeSlug(value: string) {
    const stripped = stripSlug(value);
    setSlug(stripped);
    // Emptied by hand, the slug follows the name again from its next change.
    setIsSlugEdited(stripped !== '');
  }

  function chooseLogo(file: File) {
    setLogo(file);
    showLogoPreview(file);
  }

  function clearLogo() {
    setLogo(null);
    showLogoPreview(null);
    setLogoError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const input = { name, slug, description, website };
    // The shared schema says no before a round trip; the server says it again.
    const parsed = ZOrganizationCreate.safeParse(input);
    if (!parsed.success) {
      setFieldErrors(organizationFieldErrors(parsed.error.issues));
      return;
    }
    setFieldErrors({});
    // Awaited here rather than in mutate's callbacks: the new organization appearing in
    // the list may replace this form (the no-organization page) before they would run.
    let organization: OrganizationDetail;
    try {
      organization = await create.mutateAsync(parsed.data);
    } catch (failure) {
      const isRefusal = isApiError(failure) && [400, 409].includes(failure.status);
      const { form, ...fields } = refusalErrors(
        failure,
        ORGANIZATION_FIELDS,
        isRefusal ? errorMessage(failure) : ORG_MESSAGES.createFailed,
      );
      setFieldErrors(fields);
      setError(form ?? null);
      return;
    }
    setCurrentId(organization.id);
    toast.success(ORG_MESSAGES.organizationCreated(organization.name));
    navigate('/organizations');
    if (logo) {
      await uploadLogo
        .mutateAsync({ organizationId: organization.id, file: logo })
        // The organization exists: say why the logo did not stick.
        .catch((failure: unknown) => toast.error(logoUploadMessage(failure)));
    }
  }

  return (
    <form
      className="space-y-5"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Create organization"
    >
      <OrganizationProfileFields
        values={{ name, slug, description, website }}
        errors={fieldErrors}
        nameAutoComplete="organization"
        onNameChange={changeName}
        onSlugChange={changeSlug}
        onDescriptionChange={setDescription}
        onWebsiteChange={setWebsite}
      />

      <ImagePicker
        title="Logo (optional)"
        image={
          <OrganizationAvatar
            name={name.trim() || 'Organization'}
            logoUrl={logoPreview}
            className="size-14 text-lg"
          />
        }
        inputLabel="Logo image"
        chooseLabel={logo ? 'Choose another logo' : 'Choose logo'}
        disabled={isBusy}
        error={logoError}
        onError={setLogoError}
        onChoose={chooseLogo}
      >
        {logo ? (
          <Button type="button" variant="ghost" size="sm" disabled={isBusy} onClick={clearLogo}>
            <X aria-hidden="true" />
            Remove
          </Button>
        ) : null}
      </ImagePicker>

      <FormAlert message={error} fieldErrors={fieldErrors} />
      <Button type="submit" disabled={isBusy}>
        {isBusy ? 'Creating…' : ORG_MESSAGES.createNew}
      </Button>
    </form>
  );
}
