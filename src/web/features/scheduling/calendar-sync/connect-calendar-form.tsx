// Connect a calendar account over CalDAV: the server's address, the user name and an app
// password (iCloud, Fastmail, Nextcloud… each issue one for other apps). The server is
// asked for its calendars before anything is saved; its refusal shows here.
import { type FormEvent, useId, useState } from 'react';
import { ZCalendarConnect } from '@/core/calendar-sync-schemas';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { errorMessage } from '@/web/lib/api';
import { useConnectCalendar } from '../api/calendar-connection';
import { FieldError, invalidProps } from '../field-error';

type Fields = 'serverUrl' | 'username' | 'password';

export function ConnectCalendarForm() {
  const id = useId();
  const [values, setValues] = useState({ serverUrl: '', username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const connect = useConnectCalendar();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = ZCalendarConnect.safeParse(values);
    if (!checked.success) {
      const next: Partial<Record<Fields, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Fields;
        next[field] ??= issue.message;
      }
      setErrors(next);
      setMessage(null);
      return;
    }
    setErrors({});
    setMessage(null);
    connect.mutate(checked.data, {
      // The server's words for a refused connection (wrong password, unreachable…).
      onError: (error) => setMessage(errorMessage(error)),
    });
  }

  const field = (
    name: Fields,
    label: string,
    type: string,
    autoComplete: string,
    hint?: string,
  ) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        {...invalidProps(`${id}-${name}`, errors[name])}
      />
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      <FieldError id={`${id}-${name}`} message={errors[name]} />
    </div>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid max-w-md gap-4"
      aria-label="Connect a calendar"
    >
      <fieldset disabled={connect.isPending} className="grid gap-4">
        <legend className="sr-only">Connect a calendar</legend>
        {field(
          'serverUrl',
          'CalDAV server address',
          'url',
          'url',
          'For example https://caldav.icloud.com/ or https://caldav.fastmail.com/',
        )}
        {field('username', 'User name', 'text', 'username')}
        {field(
          'password',
          'App password',
          'password',
          'new-password',
          'Make an app password in your calendar account; your main password is not needed.',
        )}
        <div>
          <Button type="submit">{connect.isPending ? 'Connecting…' : 'Connect calendar'}</Button>
        </div>
      </fieldset>
      {message ? (
        <p className="text-sm text-destructive" role="alert">
          {message}
        </p>
      ) : null}
    </form>
  );
}
