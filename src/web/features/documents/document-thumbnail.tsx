// A document's first page or image, small; an icon of its kind when there is none or
// it fails to load.
import { FileImage, FileText } from 'lucide-react';
import { useState } from 'react';
import type { DocumentView } from '@/core/documents';
import { cn } from '@/ui/cn';
import { workspaceUrl } from '@/web/lib/api';

export function DocumentThumbnail({
  document,
  className,
}: {
  document: DocumentView;
  className?: string;
}) {
  const [hasFailed, setHasFailed] = useState(false);
  const Icon = document.type === 'pdf' ? FileText : FileImage;
  return (
    <div
      className={cn(
        'flex items-center justify-center overflow-hidden bg-muted text-muted-foreground',
        className,
      )}
    >
      {document.thumbnailUrl && !hasFailed ? (
        <img
          src={workspaceUrl(document.thumbnailUrl)}
          alt={`Thumbnail of ${document.title}`}
          loading="lazy"
          className="size-full object-contain"
          onError={() => setHasFailed(true)}
        />
      ) : (
        <Icon className="size-10" aria-label={`${document.type.toUpperCase()} document`} />
      )}
    </div>
  );
}
