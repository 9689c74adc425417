// A link's image: shows it, uploads a new one (the server squares and shrinks it), or
// removes it. The file is checked by the server by its content, not by its name.
import { ImagePlus, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { toast } from 'sonner';
import type { Link } from '@/core/link-schemas';
import { LINK_THUMBNAIL_MAX_BYTES } from '@/core/link-schemas';
import { LINK_MESSAGES } from '@/core/messages';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { errorMessage } from '@/web/lib/api';
import { useRemoveLinkThumbnail } from './api/remove-link-thumbnail';
import { useUploadLinkThumbnail } from './api/upload-link-thumbnail';

export function LinkThumbnailControl({
  link,
  disabled,
  onSaved,
}: {
  link: Link;
  disabled?: boolean;
  onSaved: () => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLinkThumbnail();
  const remove = useRemoveLinkThumbnail();

  function choose(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    // Saves a round trip for the obvious case; the server checks again.
    if (file.size > LINK_THUMBNAIL_MAX_BYTES) {
      toast.error(LINK_MESSAGES.thumbnailTooLarge);
      return;
    }
    upload.mutate(
      { id: link.id, file },
      {
        onSuccess: () => {
          toast.success('Image saved');
          onSaved();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  return (
    <div className="relative size-12 shrink-0">
      <label
        htmlFor={inputId}
        className="flex size-12 cursor-pointer items-center justify-center overflow-hidden rounded-lg border border-dashed border-border bg-muted text-muted-foreground hover:bg-slate-200 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
        title={link.thumbnailUrl ? 'Change image' : 'Add image'}
      >
        {upload.isPending ? (
          <Spinner />
        ) : link.thumbnailUrl ? (
          <img src={link.thumbnailUrl} alt="" className="size-full object-cover" />
        ) : (
          <ImagePlus className="size-5" aria-hidden="true" />
        )}
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="sr-only"
          disabled={disabled || upload.isPending}
          aria-label={`${link.thumbnailUrl ? 'Change' : 'Add'} image for ${link.title}`}
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </label>
      {link.thumbnailUrl ? (
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="absolute -top-2 -right-2 size-5 rounded-full p-0 [&_svg]:size-3"
          aria-label={`Remove image of ${link.title}`}
          disabled={disabled || remove.isPending}
          onClick={() =>
            remove.mutate(link.id, {
              onSuccess: onSaved,
              onError: (error) => toast.error(errorMessage(error)),
            })
          }
        >
          <X aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  );
}
