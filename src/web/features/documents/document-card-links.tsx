// A PDF's share links right on its card (issue 23): each with its views, what guards it,
// a copy button and its settings; creating and deleting links stay in "Share links".
import { Copy, Eye } from 'lucide-react';
import { toast } from 'sonner';
import type { DocumentView } from '@/core/documents';
import { DOCUMENT_MESSAGES } from '@/core/messages';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { LoadError } from '@/web/components/load-error';
import { type ShareLink, useTrackingLinks } from './api/tracking-links';
import { LinkSettingsButton } from './link-settings-dialog';

export async function copyLink(link: ShareLink) {
  try {
    await navigator.clipboard.writeText(link.url);
    toast.success(DOCUMENT_MESSAGES.linkCopied);
  } catch {
    toast.error('Copy failed: select the address and copy it yourself');
  }
}

export function LinkBadges({ link }: { link: ShareLink }) {
  return (
    <>
      {link.isActive ? null : <Badge>off</Badge>}
      {link.isExpired ? <Badge>{DOCUMENT_MESSAGES.linkExpiredBadge}</Badge> : null}
      {link.hasPassword || link.requireEmail ? (
        <Badge>{DOCUMENT_MESSAGES.linkProtectedBadge}</Badge>
      ) : null}
    </>
  );
}

export function DocumentCardLinks({ document }: { document: DocumentView }) {
  const links = useTrackingLinks(document.id);
  if (links.isPending) {
    return (
      <div role="status" aria-label={`Loading the links of ${document.title}`}>
        <Skeleton className="h-9" />
      </div>
    );
  }
  if (links.isError) {
    return <LoadError what="The links" error={links.error} onRetry={links.refetch} />;
  }
  if (links.data.length === 0) return null;
  return (
    <ul className="grid gap-1.5" aria-label={`Links of ${document.title}`}>
      {links.data.map((link) => (
        <li
          key={link.id}
          className="grid gap-1.5 rounded-lg border border-border p-2 text-sm"
          data-testid="card-link"
        >
          <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
            <span className="min-w-0 font-medium break-words">{link.label}</span>
            <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
              <Eye className="size-3" aria-hidden="true" />
              {DOCUMENT_MESSAGES.linkViews(link.viewCount)}
            </span>
            <LinkBadges link={link} />
          </div>
          <div className="flex flex-wrap gap-1">
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-label={`${DOCUMENT_MESSAGES.copyLink} for ${link.label}`}
              onClick={() => void copyLink(link)}
            >
              <Copy aria-hidden="true" />
              {DOCUMENT_MESSAGES.copyLink}
            </Button>
            <LinkSettingsButton link={link} target={{ kind: 'document', id: document.id }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
