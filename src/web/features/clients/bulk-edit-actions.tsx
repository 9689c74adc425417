// The list view's bulk edits (issue 20, decisions 046 and 051): a status, tags added or
// removed, an owner, a task for each, an export, a delete (asked first, naming the count) — over the rows selected or over all the
// filters match. The server changes what the caller may change and says how many; the
// toast says so and offers "Undo" for 8 seconds (the server keeps the undo for 30).
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { ClientFilterUrl } from '@/core/client-filter-schemas';
import type { ClientBulkActionInput, ClientBulkResult } from '@/core/client-schemas';
import { CLIENT_STATUS_LABELS, CLIENT_STATUSES, type ClientStatus } from '@/core/clients';
import { CLIENT_MESSAGES, WORKSPACE_MESSAGES } from '@/core/messages';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Select } from '@/ui/select';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { useWorkspaceMembers } from '@/web/features/organizations/public';
import { errorMessage } from '@/web/lib/api';
import { useBulkClients, useUndoBulkClients } from './api/bulk-clients';
import { type ExportFormat, exportSelectedClients } from './api/export-selected';
import { clientExportUrl } from './api/export-url';
import { BulkTaskDialog } from './bulk-task-dialog';

export const UNDO_TOAST_MS = 8000;
const UNASSIGNED = '__unassigned';

/** The clients a bulk action names: the selected rows, or all the filters match. */
export type BulkSelection = { ids: string[] } | { matching: ClientFilterUrl };

/** Tags typed as "a, b, c". */
const tagList = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

export function BulkEditActions({
  selection,
  count,
  onDone,
}: {
  selection: BulkSelection;
  count: number;
  onDone: () => void;
}) {
  const bulk = useBulkClients();
  const undo = useUndoBulkClients();
  const [status, setStatus] = useState('');
  const [tags, setTags] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [owner, setOwner] = useState('');
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const { isTeam, members } = useWorkspaceMembers();
  const statusId = useId();
  const tagsId = useId();
  const ownerId = useId();
  const formatId = useId();
  const ids = 'ids' in selection ? selection.ids : null;

  function said(action: ClientBulkActionInput, changed: number) {
    if (action.action === 'delete') return CLIENT_MESSAGES.bulkDeletedCount(changed);
    if (action.action === 'assign') return CLIENT_MESSAGES.assignedCount(changed);
    if (action.action === 'createTask') return CLIENT_MESSAGES.bulkTasksCreated(changed);
    return CLIENT_MESSAGES.bulkChangedCount(changed);
  }

  /** The action, then the count and "Undo" in a toast; rejects with the refusal. */
  function runAsync(action: ClientBulkActionInput) {
    return bulk.mutateAsync(action).then((result: ClientBulkResult) => {
      setConfirming(false);
      setTags('');
      setStatus('');
      setOwner('');
      const token = result.undoToken;
      toast.success(said(action, result.changed), {
        duration: UNDO_TOAST_MS,
        ...(token
          ? {
              action: {
                label: 'Undo',
                onClick: () =>
                  undo.mutateAsync(token).then(
                    () => toast.success(CLIENT_MESSAGES.bulkUndone),
                    (error: unknown) => toast.error(errorMessage(error)),
                  ),
              },
            }
          : {}),
      });
      onDone();
    });
  }

  // Shown by the bar from the mutation's error.
  const run = (action: ClientBulkActionInput) => void runAsync(action).catch(() => {});

  async function exportSelected() {
    if (!ids) return;
    setExporting(true);
    setExportError(null);
    try {
      await exportSelectedClients(ids, format);
    } catch (error) {
      setExportError(errorMessage(error));
    } finally {
      setExporting(false);
    }
  }

  const matching = 'matching' in selection ? selection.matching : null;
  return (
    <>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!status) return;
          run({ action: 'status', status: status as ClientStatus, ...selection });
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor={statusId}>Change status</Label>
          <Select id={statusId} value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value="">Choose a status…</option>
            {CLIENT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {CLIENT_STATUS_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" size="sm" disabled={!status || bulk.isPending}>
          Apply
        </Button>
      </form>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const list = tagList(tags);
          if (list.length > 0) run({ action: 'addTags', tags: list, ...selection });
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor={tagsId}>Tags</Label>
          <Input
            id={tagsId}
            value={tags}
            placeholder="vip, spring"
            className="w-40"
            onChange={(event) => setTags(event.target.value)}
          />
        </div>
        <Button type="submit" size="sm" disabled={tagList(tags).length === 0 || bulk.isPending}>
          Add tags
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={tagList(tags).length === 0 || bulk.isPending}
          onClick={() => run({ action: 'removeTags', tags: tagList(tags), ...selection })}
        >
          Remove tags
        </Button>
      </form>
      {isTeam ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!owner) return;
            run({ action: 'assign', ownerId: owner === UNASSIGNED ? null : owner, ...selection });
          }}
        >
          <div className="grid gap-1">
            <Label htmlFor={ownerId}>Assign owner</Label>
            <Select id={ownerId} value={owner} onChange={(event) => setOwner(event.target.value)}>
              <option value="">Choose an owner…</option>
              <option value={UNASSIGNED}>{WORKSPACE_MESSAGES.unassigned}</option>
              {members.map((member) => (
                <option key={member.userId} value={member.userId}>
                  {member.name}
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" size="sm" disabled={!owner || bulk.isPending}>
            Assign
          </Button>
        </form>
      ) : null}
      <BulkTaskDialog
        count={count}
        disabled={bulk.isPending}
        onSubmit={(task) => runAsync({ action: 'createTask', task, ...selection })}
      />
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor={formatId}>Export as</Label>
          <Select
            id={formatId}
            value={format}
            onChange={(event) => setFormat(event.target.value as ExportFormat)}
          >
            <option value="csv">CSV</option>
            <option value="vcard">vCard</option>
          </Select>
        </div>
        {matching ? (
          // All matching: the list's own export link with the same filters.
          <Button asChild size="sm" variant="outline">
            <a href={clientExportUrl(format === 'csv' ? 'csv' : 'vcf', matching)} download>
              Export
            </a>
          </Button>
        ) : (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={exporting}
            onClick={() => void exportSelected()}
          >
            {exporting ? 'Exporting…' : 'Export'}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        trigger={
          <Button type="button" size="sm" variant="outline" className="text-destructive">
            Delete
          </Button>
        }
        title={`Delete ${count} ${count === 1 ? 'client' : 'clients'}?`}
        description="They and their interactions are deleted. You can undo this for a few seconds."
        error={bulk.isError && confirming ? errorMessage(bulk.error) : null}
        confirmLabel={`Delete ${count}`}
        pendingLabel="Deleting…"
        isPending={bulk.isPending}
        onConfirm={() => run({ action: 'delete', ...selection })}
      />
      {exportError ? (
        <p role="alert" className="w-full text-sm text-destructive">
          {exportError}
        </p>
      ) : null}
      {bulk.isError && !confirming ? (
        <p role="alert" className="w-full text-sm text-destructive">
          {errorMessage(bulk.error)}
        </p>
      ) : null}
    </>
  );
}
