// The list view's bulk actions (issue 18; status, tags, owner, tasks, export and delete from
// issue 20 in bulk-edit-actions.tsx): with rows selected, from the personal workspace, move
// them with their history into a team workspace. The server takes all or nothing and says why not; on
// success the selection is cleared (this bar goes with it, and the rows may leave the
// filtered list), so what was done is said in a toast. The toast follows the request's
// promise, not mutate()'s callbacks: those are dropped when the refreshed list no longer
// holds the rows and this bar is gone before the answer is handled.
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { CLIENT_MESSAGES } from '@/core/messages';
import { Button } from '@/ui/button';
import { Label } from '@/ui/label';
import { Select } from '@/ui/select';
import { useOrganizations, useWorkspaceMembers } from '@/web/features/organizations/public';
import { errorMessage } from '@/web/lib/api';
import { useMoveClients } from './api/bulk-clients';
import { BulkEditActions, type BulkSelection } from './bulk-edit-actions';

/** A refusal is shown by the bar from the mutation's error. */
const ignoreShownError = () => {};

export function BulkActionsBar({
  selected,
  matching,
  onDone,
}: {
  selected: string[];
  /**
   * "All N matching" (issue 20): the filters and their total, instead of the rows; the
   * total as shown ("50+" while only a lower bound is known, decision 055).
   */
  matching?: {
    filters: Extract<BulkSelection, { matching: unknown }>['matching'];
    total: number;
    totalText: string;
  };
  onDone: () => void;
}) {
  const { isTeam } = useWorkspaceMembers();
  const organizations = useOrganizations();
  const move = useMoveClients();
  const [target, setTarget] = useState('');
  const targetId = useId();
  const teams = (organizations.data ?? []).filter((org) => org.isActive);
  const failure = move.error;

  return (
    <section
      aria-label="Bulk actions"
      className="flex flex-wrap items-end gap-3 rounded-xl border border-primary/30 bg-primary/5 p-3"
    >
      <p className="text-sm font-medium" aria-live="polite">
        {matching ? `All ${matching.totalText} matching selected` : `${selected.length} selected`}
      </p>
      <BulkEditActions
        selection={matching ? { matching: matching.filters } : { ids: selected }}
        count={matching ? matching.total : selected.length}
        onDone={onDone}
      />
      {/* Move names the rows one by one (issue 18): not over "all matching". Assigning an
          owner is one of the bulk edits (decision 051): one way to do it. */}
      {matching || isTeam ? null : teams.length > 0 ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!target) return;
            move.mutateAsync({ ids: selected, workspaceId: target }).then(({ updated }) => {
              toast.success(CLIENT_MESSAGES.movedCount(updated));
              onDone();
            }, ignoreShownError);
          }}
        >
          <div className="grid gap-1">
            <Label htmlFor={targetId}>Move to workspace</Label>
            <Select
              id={targetId}
              value={target}
              onChange={(event) => setTarget(event.target.value)}
            >
              <option value="">Choose a workspace…</option>
              {teams.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" size="sm" disabled={!target || move.isPending}>
            {move.isPending ? 'Moving…' : 'Move'}
          </Button>
        </form>
      ) : null}
      <Button type="button" size="sm" variant="ghost" onClick={onDone}>
        Clear selection
      </Button>
      {failure ? (
        <p role="alert" className="w-full text-sm text-destructive">
          {errorMessage(failure)}
        </p>
      ) : null}
    </section>
  );
}
