// Spec §5 "Email change": the new address twice and the current password. The new
// address gets a link; the account switches to it when the link is followed.
import { useState } from 'react';
import { MESSAGES } from '@/core/messages';
import { ZChangeEmailRequest } from '@/core/security-schemas';
import { FormRefusal } from '@/web/components/form/form-messages';
import { useScaleForm } from '@/web/components/form/use-scale-form';
import { useChangeEmail } from './api/change-email';
import { type SecurityField, SecurityFormCard } from './security-form-card';

const EMPTY = { newEmail: '', confirmEmail: '', password: '' };

const FIELDS: readonly SecurityField[] = [
  { name: 'newEmail', id: 'new-email', label: 'New email', type: 'email', autoComplete: 'email' },
  {
    name: 'confirmEmail',
    id: 'confirm-new-email',
    label: 'Confirm new email',
    type: 'email',
    autoComplete: 'email',
  },
  {
    name: 'password',
    id: 'email-current-password',
    label: 'Current password',
    type: 'password',
    autoComplete: 'current-password',
  },
];

export function ChangeEmailCard({ currentEmail }: { currentEmail: string }) {
  const [isDone, setDone] = useState(false);
  const mutation = useChangeEmail();
  const form = useScaleForm({
    defaultValues: EMPTY,
    schema: ZChangeEmailRequest,
    onSubmit: async (checked) => {
      // Refused by the server only for the current password.
      await mutation.mutateAsync(checked).catch((failure: Error) => {
        throw new FormRefusal(failure.message, 'password');
      });
      form.reset(EMPTY);
      setDone(true);
    },
  });

  return (
    <SecurityFormCard
      title="Change email"
      description={
        <>
          Your current address is{' '}
          <span className="font-medium text-foreground">{currentEmail}</span>. We send a link to the
          new address; the change takes effect when you open it.
        </>
      }
      form={form}
      fields={FIELDS}
      submitLabel="Update email"
      done={isDone ? MESSAGES.emailUpdated : null}
      onEdit={() => setDone(false)}
    />
  );
}
