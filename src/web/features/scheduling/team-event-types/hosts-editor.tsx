// A team event type's kind and hosts (issue 22): the kind as radio buttons, then the
// workspace's active members as checkboxes; a round-robin host gets a weight (how often
// they are due compared with the others, default 100). Kept outside the shared event type
// form's state; the server's messages for these fields stand here.
import { DEFAULT_ROUND_ROBIN_WEIGHT, MAX_ROUND_ROBIN_WEIGHT } from '@/core/round-robin';
import {
  TEAM_EVENT_TYPE_MESSAGES as M,
  TEAM_KINDS,
  type TeamKind,
} from '@/core/team-event-type-schemas';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Spinner } from '@/ui/spinner';
import type { WorkspaceMember } from '@/web/features/organizations/public';
import { errorMessage } from '@/web/lib/api';

/** A chosen host; the weight as typed. */
export type HostDraft = { userId: string; weight: string };

export function HostsEditor({
  idPrefix,
  kind,
  hosts,
  members,
  membersState,
  errors,
  onKindChange,
  onHostsChange,
}: {
  idPrefix: string;
  kind: TeamKind;
  hosts: HostDraft[];
  members: WorkspaceMember[];
  membersState: { isLoading: boolean; error: Error | null; onRetry: () => void };
  /** The server's messages by field: kind, hosts, hosts.0.weight … */
  errors: Record<string, string>;
  onKindChange: (kind: TeamKind) => void;
  onHostsChange: (hosts: HostDraft[]) => void;
}) {
  const hostsError =
    errors.hosts ?? Object.entries(errors).find(([key]) => /^hosts\.\d+\.userId$/.test(key))?.[1];
  const toggle = (userId: string, checked: boolean) =>
    onHostsChange(
      checked
        ? [...hosts, { userId, weight: String(DEFAULT_ROUND_ROBIN_WEIGHT) }]
        : hosts.filter((host) => host.userId !== userId),
    );
  const setWeight = (userId: string, weight: string) =>
    onHostsChange(hosts.map((host) => (host.userId === userId ? { ...host, weight } : host)));

  return (
    <>
      <fieldset
        className="grid gap-2"
        aria-describedby={errors.kind ? `${idPrefix}-kind-error` : undefined}
      >
        <legend className="mb-1 text-sm font-medium">{M.kindLabel}</legend>
        {TEAM_KINDS.map((value) => (
          <label
            key={value}
            className="flex items-start gap-3 rounded-lg border border-border p-3 text-sm"
          >
            <input
              type="radio"
              name={`${idPrefix}-kind`}
              value={value}
              checked={kind === value}
              onChange={() => onKindChange(value)}
              className="mt-0.5 size-4 accent-brand-600"
            />
            <span>
              <span className="font-medium">{M.kinds[value]}</span>
              <span className="block text-muted-foreground">{M.kindHints[value]}</span>
            </span>
          </label>
        ))}
        {errors.kind ? (
          <p id={`${idPrefix}-kind-error`} className="text-sm text-destructive">
            {errors.kind}
          </p>
        ) : null}
      </fieldset>
      <fieldset
        className="grid gap-2"
        aria-invalid={hostsError ? true : undefined}
        aria-describedby={hostsError ? `${idPrefix}-hosts-error` : undefined}
      >
        <legend className="mb-1 text-sm font-medium">{M.hostsLabel}</legend>
        {membersState.error ? (
          <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
            {M.loadMembersFailed(errorMessage(membersState.error))}
            <Button type="button" size="sm" variant="outline" onClick={membersState.onRetry}>
              Try again
            </Button>
          </p>
        ) : null}
        {membersState.isLoading ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" label="Loading members" />
            <span aria-hidden="true">Loading members…</span>
          </p>
        ) : members.length === 0 ? (
          <p className="text-sm text-muted-foreground">No active members to choose from.</p>
        ) : (
          <ul className="grid gap-2">
            {members.map((member) => {
              const index = hosts.findIndex((host) => host.userId === member.userId);
              const host = hosts[index];
              const weightId = `${idPrefix}-weight-${member.userId}`;
              const weightError = errors[`hosts.${index}.weight`];
              return (
                <li
                  key={member.userId}
                  className="flex flex-wrap items-center gap-3 rounded-lg border border-border p-3 text-sm"
                >
                  <label className="flex min-w-0 flex-1 items-center gap-3">
                    <input
                      type="checkbox"
                      checked={host !== undefined}
                      onChange={(event) => toggle(member.userId, event.target.checked)}
                      className="size-4 shrink-0 accent-brand-600"
                    />
                    <span className="min-w-0 break-words font-medium">{member.name}</span>
                  </label>
                  {host && kind === 'round_robin' ? (
                    <span className="grid gap-1">
                      <label htmlFor={weightId} className="sr-only">
                        {M.weightLabel(member.name)}
                      </label>
                      <span className="flex items-center gap-2">
                        <span aria-hidden="true" className="text-muted-foreground">
                          Weight
                        </span>
                        <Input
                          id={weightId}
                          type="number"
                          inputMode="numeric"
                          min={1}
                          max={MAX_ROUND_ROBIN_WEIGHT}
                          step={1}
                          className="w-24"
                          value={host.weight}
                          aria-invalid={weightError ? true : undefined}
                          aria-describedby={weightError ? `${weightId}-error` : undefined}
                          onChange={(event) => setWeight(member.userId, event.target.value)}
                        />
                      </span>
                      {weightError ? (
                        <span id={`${weightId}-error`} className="text-destructive">
                          {weightError}
                        </span>
                      ) : null}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
        {hostsError ? (
          <p id={`${idPrefix}-hosts-error`} className="text-sm text-destructive">
            {hostsError}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}

/**
 * The drafts as the API takes them. An empty weight is the default; a collective event
 * type hides the weights, so one it cannot use is not sent to be refused unseen.
 */
export function hostsInput(kind: TeamKind, hosts: HostDraft[]) {
  return hosts.map((host) => {
    const typed = Number(host.weight);
    const usable = host.weight.trim() !== '' && (kind === 'round_robin' || Number.isInteger(typed));
    return { userId: host.userId, weight: usable ? typed : DEFAULT_ROUND_ROBIN_WEIGHT };
  });
}
