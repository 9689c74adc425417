// The "New leads" setting (issue 22): to one member, to the unassigned inbox, or round
// robin among the members in the rotation, each with a weight, out-of-office dates and a
// daily cap. Shown to who holds org:settings:view, saved by org:settings:edit; the server
// checks both again.
import { useId, useState } from 'react';
import {
  ROUTING_MESSAGES,
  ROUTING_MODES,
  type RoutingMemberView,
  type RoutingMode,
  type RoutingSettingsView,
} from '@/core/lead-routing-schemas';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Select } from '@/ui/select';
import { Skeleton } from '@/ui/skeleton';
import { LoadError } from '@/web/components/load-error';
import { errorMessage } from '@/web/lib/api';
import { useRoutingSettings, useUpdateRouting } from './api/routing-settings';

type Row = {
  userId: string;
  name: string;
  inRotation: boolean;
  weight: string;
  outFrom: string;
  outUntil: string;
  dailyCap: string;
  assignedToday: number;
};

/** An ISO instant as a datetime-local value in the browser's zone, and back. */
const toLocal = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (value: string) => (value ? new Date(value).toISOString() : null);

const rowOf = (member: RoutingMemberView): Row => ({
  userId: member.userId,
  name: member.name || member.email,
  inRotation: member.inRotation,
  weight: String(member.weight),
  outFrom: toLocal(member.outFrom),
  outUntil: toLocal(member.outUntil),
  dailyCap: member.dailyCap === null ? '' : String(member.dailyCap),
  assignedToday: member.assignedToday,
});

export function RoutingCard({
  organizationId,
  canEdit,
}: {
  organizationId: string;
  canEdit: boolean;
}) {
  const settings = useRoutingSettings(organizationId);
  // Here, not in the form: saving stores the answer, which remounts the form (its key).
  const [saved, setSaved] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{ROUTING_MESSAGES.modeLabel}</CardTitle>
        <CardDescription>
          Who gets the leads from your team page and team bookings. A lead who is already a client
          always goes to that client’s owner.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <div
            role="status"
            aria-busy="true"
            aria-label="Loading the lead routing settings"
            className="space-y-3"
          >
            <Skeleton className="h-6 w-64" />
            <Skeleton className="h-32 w-full" />
          </div>
        ) : settings.isError ? (
          <LoadError
            what="The lead routing settings"
            error={settings.error}
            onRetry={settings.refetch}
          />
        ) : (
          <RoutingForm
            key={JSON.stringify(settings.data)}
            organizationId={organizationId}
            view={settings.data}
            canEdit={canEdit}
            saved={saved}
            setSaved={setSaved}
          />
        )}
      </CardContent>
    </Card>
  );
}

function RoutingForm({
  organizationId,
  view,
  canEdit,
  saved,
  setSaved,
}: {
  organizationId: string;
  view: RoutingSettingsView;
  canEdit: boolean;
  saved: boolean;
  setSaved: (saved: boolean) => void;
}) {
  const update = useUpdateRouting(organizationId);
  const [mode, setMode] = useState<RoutingMode>(view.mode);
  const [fixedUserId, setFixedUserId] = useState(view.fixedUserId ?? '');
  const [rows, setRows] = useState<Row[]>(() => view.members.map(rowOf));
  const id = useId();
  const change = (userId: string, patch: Partial<Row>) =>
    setRows((current) =>
      current.map((row) => (row.userId === userId ? { ...row, ...patch } : row)),
    );

  return (
    <form
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        update.mutate(
          {
            mode,
            fixedUserId: mode === 'fixed' ? fixedUserId || null : null,
            members: rows.map((row) => ({
              userId: row.userId,
              inRotation: row.inRotation,
              weight: Number(row.weight),
              outFrom: fromLocal(row.outFrom),
              outUntil: fromLocal(row.outUntil),
              dailyCap: row.dailyCap.trim() === '' ? null : Number(row.dailyCap),
            })),
          },
          { onSuccess: () => setSaved(true) },
        );
      }}
    >
      {view.paused ? <Alert variant="info">{ROUTING_MESSAGES.paused}</Alert> : null}
      <fieldset className="space-y-2" disabled={!canEdit}>
        <legend className="font-medium">{ROUTING_MESSAGES.modeLabel}</legend>
        {ROUTING_MODES.map((option) => (
          <label key={option} className="flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-mode`}
              value={option}
              checked={mode === option}
              onChange={() => setMode(option)}
            />
            {ROUTING_MESSAGES.modes[option]}
          </label>
        ))}
      </fieldset>

      {mode === 'fixed' ? (
        <div className="max-w-sm space-y-1">
          <Label htmlFor={`${id}-fixed`}>Member</Label>
          <Select
            id={`${id}-fixed`}
            value={fixedUserId}
            disabled={!canEdit}
            onChange={(event) => setFixedUserId(event.target.value)}
          >
            <option value="">Choose a member</option>
            {rows.map((row) => (
              <option key={row.userId} value={row.userId}>
                {row.name}
              </option>
            ))}
          </Select>
        </div>
      ) : null}

      {mode === 'round_robin' ? (
        rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">No active members yet.</p>
        ) : (
          <ul className="space-y-3" aria-label="Rotation">
            {rows.map((row) => (
              <li key={row.userId} className="space-y-3 rounded-md border p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <label className="flex items-center gap-2 font-medium">
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={row.inRotation}
                      disabled={!canEdit}
                      onChange={(event) => change(row.userId, { inRotation: event.target.checked })}
                    />
                    {row.name}
                  </label>
                  <span className="text-sm text-muted-foreground">{row.assignedToday} today</span>
                </div>
                <div className="grid gap-3 sm:grid-cols-4">
                  <div className="space-y-1">
                    <Label htmlFor={`${id}-w${row.userId}`}>Weight</Label>
                    <Input
                      id={`${id}-w${row.userId}`}
                      type="number"
                      min={1}
                      max={1000}
                      step={1}
                      value={row.weight}
                      disabled={!canEdit}
                      onChange={(event) => change(row.userId, { weight: event.target.value })}
                    />
                  </div>
                  <div className="space-y-1">
                    <Label htmlFor={`${id}-f${row.userId}`}>Out of office from</Label>
                    <Input
                      id={`${id}-f${row.userId}`}
                      type="datetime-local"
                      value={row.outFrom}
                      disabled={!canEdit}
                      onChange={(event) => change(row.userId, { outFrom: event.target.value })}
                    />
                  </div>
                  <div className="space-y-1">
                    <Label htmlFor={`${id}-u${row.userId}`}>Until</Label>
                    <Input
                      id={`${id}-u${row.userId}`}
                      type="datetime-local"
                      value={row.outUntil}
                      disabled={!canEdit}
                      onChange={(event) => change(row.userId, { outUntil: event.target.value })}
                    />
                  </div>
                  <div className="space-y-1">
                    <Label htmlFor={`${id}-c${row.userId}`}>Daily cap</Label>
                    <Input
                      id={`${id}-c${row.userId}`}
                      type="number"
                      min={1}
                      step={1}
                      placeholder="None"
                      value={row.dailyCap}
                      disabled={!canEdit}
                      onChange={(event) => change(row.userId, { dailyCap: event.target.value })}
                    />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )
      ) : null}

      {canEdit ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save lead routing'}
          </Button>
          {saved ? (
            <p role="status" className="text-sm text-emerald-700">
              Lead routing saved.
            </p>
          ) : null}
        </div>
      ) : null}
      {update.isError ? <Alert variant="destructive">{errorMessage(update.error)}</Alert> : null}
    </form>
  );
}
