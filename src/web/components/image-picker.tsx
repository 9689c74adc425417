// The image picker of the avatar and the organization logo: a hidden file input behind
// a button, the image beside it, the formats accepted and why a file was refused.
import { ImageUp } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { checkAvatarFile } from '../lib/check-avatar-file';

type ImagePickerProps = {
  /** Named above the picker ("Logo"); the avatar's section already names it. */
  title?: string;
  /** The current image, usually an avatar showing the preview. */
  image: ReactNode;
  /** The file input's accessible name. */
  inputLabel: string;
  chooseLabel: string;
  /** False shows the image alone: no buttons, no hint. */
  canChange?: boolean;
  disabled: boolean;
  error: string | null;
  /** Cleared (null) when a file is picked; the reason when checkAvatarFile refuses it. */
  onError: (message: string | null) => void;
  /** A file that passed the checks. */
  onChoose: (file: File) => void;
  /** More buttons beside "choose", such as Remove. */
  children?: ReactNode;
};

export function ImagePicker({
  title,
  image,
  inputLabel,
  chooseLabel,
  canChange = true,
  disabled,
  error,
  onError,
  onChoose,
  children,
}: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);

  async function choose(file: File | undefined) {
    // Emptied so choosing the same file again still fires a change.
    if (input.current) input.current.value = '';
    if (!file) return;
    onError(null);
    const problem = await checkAvatarFile(file);
    if (problem) onError(problem);
    else onChoose(file);
  }

  return (
    <div className="space-y-3">
      {title ? <span className="text-sm font-medium">{title}</span> : null}
      <div className="flex flex-wrap items-center gap-4">
        {image}
        {canChange ? (
          <div className="flex flex-wrap gap-2">
            <input
              ref={input}
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              className="sr-only"
              aria-label={inputLabel}
              tabIndex={-1}
              onChange={(event) => void choose(event.target.files?.[0])}
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={disabled}
              onClick={() => input.current?.click()}
            >
              <ImageUp aria-hidden="true" />
              {chooseLabel}
            </Button>
            {children}
          </div>
        ) : null}
      </div>
      {canChange ? (
        <p className="text-xs text-muted-foreground">PNG, JPEG, GIF or WebP, up to 5 MB.</p>
      ) : null}
      {error ? <Alert variant="destructive">{error}</Alert> : null}
    </div>
  );
}
