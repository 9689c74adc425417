// The settings form's logo: checks the file, shows it at once, uploads it; "Remove"
// clears it. Disabled for someone who may not edit the settings.
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ORG_MESSAGES } from '@/core/messages';
import type { OrganizationDetail } from '@/core/organizations';
import { Button } from '@/ui/button';
import { ImagePicker } from '@/web/components/image-picker';
import { usePreviewUrl } from '@/web/lib/use-preview-url';
import { useRemoveOrganizationLogo, useUploadOrganizationLogo } from './api/organization-logo';
import { logoUploadMessage } from './logo-upload-message';
import { OrganizationAvatar } from './organization-avatar';

export function OrganizationLogoField({
  organization,
  canEdit,
}: {
  organization: OrganizationDetail;
  canEdit: boolean;
}) {
  const upload = useUploadOrganizationLogo();
  const remove = useRemoveOrganizationLogo();
  const [preview, showPreview] = usePreviewUrl();
  const [error, setError] = useState<string | null>(null);

  const isBusy = upload.isPending || remove.isPending;

  function uploadLogo(file: File) {
    showPreview(file);
    upload.mutate(
      { organizationId: organization.id, file },
      {
        onSuccess: () => toast.success(ORG_MESSAGES.logoUploaded),
        onError: (failure) => setError(logoUploadMessage(failure)),
        onSettled: () => showPreview(null),
      },
    );
  }

  function removeLogo() {
    setError(null);
    remove.mutate(organization.id, {
      onSuccess: () => toast.success(ORG_MESSAGES.logoRemoved),
      onError: () => setError(ORG_MESSAGES.removeLogoFailed),
    });
  }

  return (
    <ImagePicker
      title="Logo"
      image={
        <OrganizationAvatar
          name={organization.name}
          logoUrl={preview ?? organization.logoUrl}
          className="size-16 text-xl"
        />
      }
      inputLabel="Logo image"
      chooseLabel={upload.isPending ? 'Uploading…' : 'Upload logo'}
      canChange={canEdit}
      disabled={isBusy}
      error={error}
      onError={setError}
      onChoose={uploadLogo}
    >
      {organization.logoUrl ? (
        <Button type="button" variant="ghost" size="sm" disabled={isBusy} onClick={removeLogo}>
          <Trash2 aria-hidden="true" />
          {remove.isPending ? 'Removing…' : 'Remove logo'}
        </Button>
      ) : null}
    </ImagePicker>
  );
}
