// The clients toolbar's "Templates" button: opens the template manager.
import { MessageSquareText } from 'lucide-react';
import { Button } from '@/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/ui/dialog';
import { TemplatesManager } from './templates-manager';

export function TemplatesButton() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <MessageSquareText aria-hidden="true" /> Templates
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Message templates</DialogTitle>
          <DialogDescription>
            Reusable messages for your clients. Send one from a client's panel by email or WhatsApp,
            or copy it.
          </DialogDescription>
        </DialogHeader>
        <TemplatesManager />
      </DialogContent>
    </Dialog>
  );
}
