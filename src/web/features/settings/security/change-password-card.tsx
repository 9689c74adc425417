// Spec §5 "Password change": the current password, a new one of at least 8 characters
// and its confirmation. The other sessions are signed out; this one stays.
import { type FormEvent, useState } from 'react';
import { MESSAGES } from '@/core/messages';
import { ZChangePasswordForm } from '@/core/security-schemas';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Spinner } from '@/ui/spinner';
import { useChangePassword } from './api/change-password';
import { FormField } from './form-field';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordCard() {
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [isDone, setDone] = useState(false);
  const mutation = useChangePassword();

  const set = (field: keyof typeof EMPTY) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setDone(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    const parsed = ZChangePasswordForm.safeParse(form);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError({ message: issue?.message ?? MESSAGES.unexpected, field: String(issue?.path[0]) });
      return;
    }
    setError(null);
    mutation.mutate(
      { currentPassword: form.currentPassword, newPassword: form.newPassword },
      {
        onSuccess: () => {
          setForm(EMPTY);
          setDone(true);
        },
        onError: (failure) => setError({ message: failure.message, field: 'currentPassword' }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
        <CardDescription>
          Changing your password signs you out everywhere else; this device stays signed in.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={submit}
          className="max-w-md space-y-4"
          aria-label="Change password"
        >
          {error ? <Alert variant="destructive">{error.message}</Alert> : null}
          {isDone ? <Alert variant="success">{MESSAGES.passwordUpdated}</Alert> : null}
          <FormField
            id="current-password"
            label="Current password"
            type="password"
            autoComplete="current-password"
            value={form.currentPassword}
            onChange={set('currentPassword')}
            isInvalid={error?.field === 'currentPassword'}
          />
          <FormField
            id="new-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            value={form.newPassword}
            onChange={set('newPassword')}
            isInvalid={error?.field === 'newPassword'}
          />
          <FormField
            id="confirm-new-password"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={set('confirmPassword')}
            isInvalid={error?.field === 'confirmPassword'}
          />
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? <Spinner className="size-4 text-current" label="Saving" /> : null}
            Update password
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
