// Avatar picker: checks the file, shows it at once, uploads it; "Remove" clears it.
import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '@/core/messages';
import type { ProfileSettings } from '@/core/profile-schemas';
import { Alert } from '@/web/components/ui/alert';
import { Avatar } from '@/web/components/ui/avatar';
import { Button } from '@/web/components/ui/button';
import { isApiError } from '@/web/lib/api';
import { useRemoveAvatar } from './api/remove-avatar';
import { useUploadAvatar } from './api/upload-avatar';
import { checkAvatarFile } from './check-avatar-file';

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
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const name = profile.displayName?.trim() || profile.username;
  const busy = upload.isPending || remove.isPending;

  async function choose(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    setError(null);
    const problem = await checkAvatarFile(file);
    if (problem) {
      setError(problem);
      return;
    }
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => onSaved(),
      onError: (failure) => setError(uploadErrorMessage(failure)),
      onSettled: () => setPreview(null),
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
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar name={name} src={preview ?? profile.avatarUrl} className="size-20 text-2xl" />
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            className="sr-only"
            aria-label="Avatar image"
            tabIndex={-1}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => input.current?.click()}
          >
            <ImageUp aria-hidden="true" />
            {upload.isPending ? 'Uploading…' : 'Upload avatar'}
          </Button>
          {profile.avatarUrl ? (
            <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={removeAvatar}>
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          ) : null}
        </div>
      </div>
      <p className="text-xs text-muted-foreground">PNG, JPEG, GIF or WebP, up to 5 MB.</p>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
    </div>
  );
}
