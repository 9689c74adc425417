// Declining a pending booking and requesting a reschedule ask first (issue 21), each with
// an optional note that goes into the invitee's mail: the decline's reason, or the
// message that comes with the link to pick a new time.
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { SCHEDULING_MESSAGES as M } from '@/core/messages';
import { RESCHEDULE_MESSAGES as R } from '@/core/scheduling/reschedule-messages';
import type { Booking } from '@/core/scheduling-schemas';
import { Label } from '@/ui/label';
import { Textarea } from '@/ui/textarea';
import { useBookingAction } from '../api/booking-actions';
import { ConfirmDialog } from '../confirm-dialog';

export type BookingNoteMode = 'decline' | 'request-reschedule';

const WORDS: Record<
  BookingNoteMode,
  { title: string; description: string; confirm: string; placeholder: string; done: string }
> = {
  decline: {
    title: R.declineTitle,
    description: 'The invitee gets an e-mail saying the request was declined; the time is freed.',
    confirm: 'Decline',
    placeholder: M.declinedByHost,
    done: 'declined',
  },
  'request-reschedule': {
    title: `${R.requestReschedule}?`,
    description:
      'The booking is canceled and the invitee gets an e-mail with a link to pick a new time.',
    confirm: R.requestReschedule,
    placeholder: R.requestedByHost,
    done: 'asked to pick a new time',
  },
};

export function BookingNoteDialog({
  booking,
  mode,
  onClose,
}: {
  booking: Booking | null;
  mode: BookingNoteMode;
  onClose: () => void;
}) {
  const id = useId();
  const [note, setNote] = useState('');
  const action = useBookingAction();
  const words = WORDS[mode];

  return (
    <ConfirmDialog
      open={booking !== null}
      title={booking ? `${words.title} (${booking.inviteeName})` : words.title}
      description={words.description}
      confirmLabel={words.confirm}
      isPending={action.isPending}
      error={action.error}
      onOpenChange={(open) => {
        if (open) return;
        setNote('');
        action.reset();
        onClose();
      }}
      onConfirm={() => {
        if (!booking) return;
        action.mutate(
          { id: booking.id, action: mode, reason: note },
          {
            onSuccess: () => {
              toast.success(`Booking with ${booking.inviteeName} ${words.done}`);
              setNote('');
              onClose();
            },
          },
        );
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-note`}>
          {mode === 'decline' ? R.declineReasonLabel : 'Message (optional, sent to the invitee)'}
        </Label>
        <Textarea
          id={`${id}-note`}
          rows={3}
          maxLength={1000}
          placeholder={words.placeholder}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}
