// Cancelling a booking asks first, with an optional reason for the invitee; without
// one the server records "Canceled by host".
import { useId, useState } from 'react';
import { SCHEDULING_MESSAGES as M } from '@/core/messages';
import type { Booking } from '@/core/scheduling-schemas';
import { Label } from '@/ui/label';
import { Textarea } from '@/ui/textarea';
import { useBookingAction } from '../api/booking-actions';
import { ConfirmDialog } from '../confirm-dialog';

export function CancelBookingDialog({
  booking,
  onClose,
}: {
  booking: Booking | null;
  onClose: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const cancel = useBookingAction();

  return (
    <ConfirmDialog
      open={booking !== null}
      title={`Cancel the booking with ${booking?.inviteeName ?? ''}?`}
      description="The invitee gets an e-mail saying it is canceled."
      confirmLabel="Cancel Booking"
      isPending={cancel.isPending}
      error={cancel.error}
      onOpenChange={(open) => {
        if (open) return;
        setReason('');
        cancel.reset();
        onClose();
      }}
      onConfirm={() => {
        if (!booking) return;
        cancel.mutate(
          { id: booking.id, action: 'cancel', reason },
          {
            onSuccess: () => {
              setReason('');
              onClose();
            },
          },
        );
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-reason`}>Reason (optional)</Label>
        <Textarea
          id={`${id}-reason`}
          rows={3}
          maxLength={1000}
          placeholder={M.canceledByHost}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}
