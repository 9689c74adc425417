// Copies an event type's absolute booking link and says so for 3 seconds (spec §9).
import { toast } from 'sonner';
import { SCHEDULING_MESSAGES as M } from '@/core/messages';

export const LINK_COPIED_TOAST_MS = 3000;

export function bookingUrl(bookingPath: string): string {
  return `${window.location.origin}${bookingPath}`;
}

export async function copyBookingLink(bookingPath: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(bookingUrl(bookingPath));
    toast.success(M.linkCopied, { duration: LINK_COPIED_TOAST_MS });
  } catch {
    toast.error(M.linkCopyFailed);
  }
}
