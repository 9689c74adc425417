// The Calendars tab (calendar sync over CalDAV, issue 21): connect an account, pick the
// calendars whose events make you busy and the one that receives bookings, see when it
// last synced (or why it could not), sync now, disconnect.
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import type { CalendarConnectionView } from '@/core/calendar-sync-schemas';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Label } from '@/ui/label';
import { Select } from '@/ui/select';
import { Skeleton } from '@/ui/skeleton';
import { errorMessage } from '@/web/lib/api';
import {
  useCalendarConnection,
  useChooseCalendars,
  useDisconnectCalendar,
  useSyncCalendar,
} from '../api/calendar-connection';
import { ConfirmDialog } from '../confirm-dialog';
import { ConnectCalendarForm } from './connect-calendar-form';

export function CalendarsPanel() {
  const id = useId();
  const connection = useCalendarConnection();
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>Calendar sync</CardTitle>
        <CardDescription>
          Connect your calendar (iCloud, Fastmail, Nextcloud or any CalDAV server): its events keep
          people from booking you when you are busy, and bookings are added to it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {connection.isPending ? (
          <Skeleton className="h-40 w-full" role="status" aria-label="Loading your calendar" />
        ) : connection.isError ? (
          <div className="grid gap-3">
            <Alert variant="destructive">{errorMessage(connection.error)}</Alert>
            <div>
              <Button variant="outline" onClick={() => connection.refetch()}>
                Try again
              </Button>
            </div>
          </div>
        ) : connection.data.connection ? (
          <ConnectedCalendar connection={connection.data.connection} />
        ) : (
          <div className="grid gap-4">
            <p className="text-sm text-muted-foreground">No calendar connected yet.</p>
            <ConnectCalendarForm />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function syncedText(iso: string | null): string {
  if (!iso) return 'Not synced yet';
  return `Last synced ${new Date(iso).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  })}`;
}

function ConnectedCalendar({ connection }: { connection: CalendarConnectionView }) {
  const id = useId();
  const [busy, setBusy] = useState<string[]>(connection.busyCalendarUrls);
  const [target, setTarget] = useState<string>(connection.bookingCalendarUrl ?? '');
  const [isConfirming, setIsConfirming] = useState(false);
  const choose = useChooseCalendars(connection.id);
  const sync = useSyncCalendar(connection.id);
  const disconnect = useDisconnectCalendar(connection.id);

  function save(event: FormEvent) {
    event.preventDefault();
    choose.mutate(
      { busyCalendarUrls: busy, bookingCalendarUrl: target || null },
      {
        onSuccess: () => toast.success('Calendar choices saved'),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  return (
    <div className="grid gap-5">
      <div className="grid gap-1 text-sm">
        <p className="break-all">
          Connected to <strong>{connection.serverUrl}</strong> as{' '}
          <strong>{connection.username}</strong>
        </p>
        <p className="text-muted-foreground" data-testid="calendar-synced">
          {syncedText(connection.syncedAt)}
          {connection.syncedAt
            ? ` · ${connection.busyCount} busy ${connection.busyCount === 1 ? 'time' : 'times'} ahead`
            : ''}
        </p>
      </div>
      {connection.syncError ? (
        <Alert variant="destructive">
          {connection.syncError} Slots use the busy times known from the last sync.
        </Alert>
      ) : null}
      <form onSubmit={save} className="grid gap-4" aria-label="Calendar choices">
        <fieldset className="grid gap-2" disabled={choose.isPending}>
          <legend className="text-sm font-medium">Check these calendars for busy times</legend>
          {connection.calendars.length === 0 ? (
            <p className="text-sm text-muted-foreground">This account has no calendars.</p>
          ) : (
            connection.calendars.map((calendar, index) => (
              <label
                key={calendar.url}
                className="flex items-center gap-2 text-sm"
                htmlFor={`${id}-busy-${index}`}
              >
                <input
                  id={`${id}-busy-${index}`}
                  type="checkbox"
                  className="size-4"
                  checked={busy.includes(calendar.url)}
                  onChange={(event) =>
                    setBusy(
                      event.target.checked
                        ? [...busy, calendar.url]
                        : busy.filter((url) => url !== calendar.url),
                    )
                  }
                />
                {calendar.name}
              </label>
            ))
          )}
        </fieldset>
        <div className="grid max-w-sm gap-1.5">
          <Label htmlFor={`${id}-target`}>Add bookings to</Label>
          <Select
            id={`${id}-target`}
            value={target}
            disabled={choose.isPending}
            onChange={(event) => setTarget(event.target.value)}
          >
            <option value="">Don’t add bookings</option>
            {connection.calendars.map((calendar) => (
              <option key={calendar.url} value={calendar.url}>
                {calendar.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit">{choose.isPending ? 'Saving…' : 'Save'}</Button>
          <Button
            type="button"
            variant="outline"
            disabled={sync.isPending}
            onClick={() =>
              sync.mutate(undefined, { onError: (error) => toast.error(errorMessage(error)) })
            }
          >
            {sync.isPending ? 'Syncing…' : 'Sync now'}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setIsConfirming(true)}>
            Disconnect
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={isConfirming}
        title="Disconnect calendar"
        description="Your calendar's events will no longer block slots, and new bookings will not be added to it. Events already added stay in your calendar."
        confirmLabel="Disconnect"
        isPending={disconnect.isPending}
        error={disconnect.error}
        onOpenChange={setIsConfirming}
        onConfirm={() => disconnect.mutate(undefined, { onSuccess: () => setIsConfirming(false) })}
      />
    </div>
  );
}
