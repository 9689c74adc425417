// Spec §5 "Password change": the current password, a new one of at least 8 characters
// and its confirmation. The other sessions are signed out; this one stays.
import { useState } from 'react';
import { MESSAGES } from '@/core/messages';
import { ZChangePasswordForm } from '@/core/security-schemas';
import { FormRefusal } from '@/web/components/form/form-messages';
import { useScaleForm } from '@/web/components/form/use-scale-form';
import { useChangePassword } from './api/change-password';
import { type SecurityField, SecurityFormCard } from './security-form-card';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS: readonly SecurityField[] = [
  {
    name: 'currentPassword',
    id: 'current-password',
    label: 'Current password',
    type: 'password',
    autoComplete: 'current-password',
  },
  {
    name: 'newPassword',
    id: 'new-password',
    label: 'New password',
    type: 'password',
    autoComplete: 'new-password',
  },
  {
    name: 'confirmPassword',
    id: 'confirm-new-password',
    label: 'Confirm new password',
    type: 'password',
    autoComplete: 'new-password',
  },
];

export function ChangePasswordCard() {
  const [isDone, setDone] = useState(false);
  const mutation = useChangePassword();
  const form = useScaleForm({
    defaultValues: EMPTY,
    schema: ZChangePasswordForm,
    onSubmit: async ({ currentPassword, newPassword }) => {
      // Refused by the server only for the current password.
      await mutation.mutateAsync({ currentPassword, newPassword }).catch((failure: Error) => {
        throw new FormRefusal(failure.message, 'currentPassword');
      });
      form.reset(EMPTY);
      setDone(true);
    },
  });

  return (
    <SecurityFormCard
      title="Change password"
      description="Changing your password signs you out everywhere else; this device stays signed in."
      form={form}
      fields={FIELDS}
      submitLabel="Update password"
      done={isDone ? MESSAGES.passwordUpdated : null}
      onEdit={() => setDone(false)}
    />
  );
}
