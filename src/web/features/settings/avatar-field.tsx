// Avatar picker: checks the file, shows it at once, uploads it; "Remove" clears it.
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { MESSAGES } from '@/core/messages';
import type { ProfileSettings } from '@/core/profile-schemas';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { isApiError } from '@/web/lib/api';
import { ImagePicker } from '../../components/image-picker';
import { usePreviewUrl } from '../../lib/use-preview-url';
import { useRemoveAvatar } from './api/remove-avatar';
import { useUploadAvatar } from './api/upload-avatar';

type AvatarFieldProps = {
  profile: ProfileSettings;
  onSaved(): void;
};

/** The server's own words for a refused file (413, 415, 400); "Upload failed" otherwise. */
function uploadErrorMessage(error: unknown): string {
  if (isApiError(error) && [400, 413, 415].includes(error.status)) return error.message;
  return MESSAGES.uploadFailed;
}

export function AvatarField({ profile, onSaved }: AvatarFieldProps) {
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [preview, showPreview] = usePreviewUrl();
  const [error, setError] = useState<string | null>(null);

  const name = profile.displayName?.trim() || profile.username;
  const busy = upload.isPending || remove.isPending;

  function uploadAvatar(file: File) {
    showPreview(file);
    upload.mutate(file, {
      onSuccess: () => onSaved(),
      onError: (failure) => setError(uploadErrorMessage(failure)),
      onSettled: () => showPreview(null),
    });
  }

  function removeAvatar() {
    setError(null);
    remove.mutate(undefined, {
      onSuccess: () => onSaved(),
      onError: () => setError(MESSAGES.removeAvatarFailed),
    });
  }

  return (
    <ImagePicker
      image={<Avatar name={name} src={preview ?? profile.avatarUrl} className="size-20 text-2xl" />}
      inputLabel="Avatar image"
      chooseLabel={upload.isPending ? 'Uploading…' : 'Upload avatar'}
      disabled={busy}
      error={error}
      onError={setError}
      onChoose={uploadAvatar}
    >
      {profile.avatarUrl ? (
        <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={removeAvatar}>
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      ) : null}
    </ImagePicker>
  );
}
