// Spec §5 "Email change": the new address twice and the current password. The new
// address gets a link; the account switches to it when the link is followed.
import { type FormEvent, useState } from 'react';
import { MESSAGES } from '@/core/messages';
import { ZChangeEmailRequest } from '@/core/security-schemas';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Spinner } from '@/ui/spinner';
import { useChangeEmail } from './api/change-email';
import { FormField } from './form-field';

const EMPTY = { newEmail: '', confirmEmail: '', password: '' };

export function ChangeEmailCard({ currentEmail }: { currentEmail: string }) {
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [isDone, setDone] = useState(false);
  const mutation = useChangeEmail();

  const set = (field: keyof typeof EMPTY) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setDone(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    const parsed = ZChangeEmailRequest.safeParse(form);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError({ message: issue?.message ?? MESSAGES.unexpected, field: String(issue?.path[0]) });
      return;
    }
    setError(null);
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        setForm(EMPTY);
        setDone(true);
      },
      onError: (failure) => setError({ message: failure.message, field: 'password' }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change email</CardTitle>
        <CardDescription>
          Your current address is{' '}
          <span className="font-medium text-foreground">{currentEmail}</span>. We send a link to the
          new address; the change takes effect when you open it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="max-w-md space-y-4" aria-label="Change email">
          {error ? <Alert variant="destructive">{error.message}</Alert> : null}
          {isDone ? <Alert variant="success">{MESSAGES.emailUpdated}</Alert> : null}
          <FormField
            id="new-email"
            label="New email"
            type="email"
            autoComplete="email"
            value={form.newEmail}
            onChange={set('newEmail')}
            isInvalid={error?.field === 'newEmail'}
          />
          <FormField
            id="confirm-new-email"
            label="Confirm new email"
            type="email"
            autoComplete="email"
            value={form.confirmEmail}
            onChange={set('confirmEmail')}
            isInvalid={error?.field === 'confirmEmail'}
          />
          <FormField
            id="email-current-password"
            label="Current password"
            type="password"
            autoComplete="current-password"
            value={form.password}
            onChange={set('password')}
            isInvalid={error?.field === 'password'}
          />
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? <Spinner className="size-4 text-current" label="Saving" /> : null}
            Update email
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
