// The create form (spec §5 Organization), shown at /organizations/new, in the Create
// New tab and to someone with no organization yet. The slug follows the name until it
// is typed in; once created, the organization becomes current.
import { X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ORG_MESSAGES } from '@/core/messages';
import { slugFromName, stripSlug, ZOrganizationCreate } from '@/core/organization-schemas';
import { Button } from '@/ui/button';
import { Form, FormError, SubmitButton } from '@/web/components/form/form';
import { useScaleForm } from '@/web/components/form/use-scale-form';
import { ImagePicker } from '@/web/components/image-picker';
import { errorMessage, isApiError } from '@/web/lib/api';
import { usePreviewUrl } from '@/web/lib/use-preview-url';
import { useCreateOrganization } from './api/create-organization';
import { useUploadOrganizationLogo } from './api/organization-logo';
import { useCurrentOrganization } from './current-organization';
import { logoUploadMessage } from './logo-upload-message';
import { OrganizationAvatar } from './organization-avatar';
import { OrganizationProfileFields } from './organization-profile-fields';

export function CreateOrganizationForm() {
  const navigate = useNavigate();
  const { setCurrentId } = useCurrentOrganization();
  const create = useCreateOrganization();
  const uploadLogo = useUploadOrganizationLogo();
  // False while the slug follows the name; emptied by hand, it follows again.
  const isSlugEdited = useRef(false);
  const [logo, setLogo] = useState<File | null>(null);
  const [logoPreview, showLogoPreview] = usePreviewUrl();
  const [logoError, setLogoError] = useState<string | null>(null);
  const form = useScaleForm({
    defaultValues: { name: '', slug: '', description: '', website: '' },
    // The shared schema says no before a round trip; the server says it again.
    schema: ZOrganizationCreate,
    refusalMessage: (failure) =>
      isApiError(failure) && [400, 409].includes(failure.status)
        ? errorMessage(failure)
        : ORG_MESSAGES.createFailed,
    onSubmit: async (checked) => {
      // Awaited here rather than in mutate's callbacks: the new organization appearing in
      // the list may replace this form (the no-organization page) before they would run.
      const organization = await create.mutateAsync(checked);
      setCurrentId(organization.id);
      toast.success(ORG_MESSAGES.organizationCreated(organization.name));
      navigate('/organizations');
      if (logo) {
        await uploadLogo
          .mutateAsync({ organizationId: organization.id, file: logo })
          // The organization exists: say why the logo did not stick.
          .catch((failure: unknown) => toast.error(logoUploadMessage(failure)));
      }
    },
  });
  const name = useWatch({ control: form.control, name: 'name' });
  const isBusy = form.isSaving || uploadLogo.isPending;

  function followName(value: string) {
    if (!isSlugEdited.current) form.setValue('slug', slugFromName(value));
  }

  function stripTypedSlug(value: string) {
    const stripped = stripSlug(value);
    if (stripped !== value) form.setValue('slug', stripped);
    isSlugEdited.current = stripped !== '';
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

  return (
    <Form form={form} className="space-y-5" aria-label="Create organization">
      <OrganizationProfileFields
        nameAutoComplete="organization"
        onNameChange={followName}
        onSlugChange={stripTypedSlug}
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

      <FormError />
      <SubmitButton busyLabel="Creating…" isBusy={isBusy}>
        {ORG_MESSAGES.createNew}
      </SubmitButton>
    </Form>
  );
}
