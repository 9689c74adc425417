// A refused or failed action: the spec's failure text (§8) as the toast, and the
// server's reason under it so the person knows what to change.
import { toast } from 'sonner';
import { errorMessage } from '@/web/lib/api';

export function toastFailure(fallback: string, error: unknown): void {
  const reason = errorMessage(error);
  toast.error(fallback, reason === fallback ? undefined : { description: reason });
}
