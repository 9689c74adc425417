// A PDF's share links straight from its card (issue 16): the same view as in the
// document's panel — create one per recipient, copy, switch off, delete — without first
// having to find that the title opens it. The button carries the link count.
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import type { DocumentView } from '@/core/documents';
import { Button } from '@/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/ui/dialog';
import { TrackingLinksSection } from './tracking-links-section';

export function ShareLinksDialog({ document }: { document: DocumentView }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          type="button"
          size="sm"
          variant="outline"
          // The visible words first, then which document (every card has this button).
          aria-label={`Share links (${document.trackingLinkCount}) for ${document.title}`}
        >
          <Link2 aria-hidden="true" />
          Share links ({document.trackingLinkCount})
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="break-words">Share links: {document.title}</DialogTitle>
          <DialogDescription>
            One tracked link per recipient: see who opened it and which pages they read.
          </DialogDescription>
        </DialogHeader>
        {open ? <TrackingLinksSection documentId={document.id} /> : null}
      </DialogContent>
    </Dialog>
  );
}
