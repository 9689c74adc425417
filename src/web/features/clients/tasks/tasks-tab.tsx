// The dashboard's Tasks tab (issue 20): Overdue / Today / Upcoming / Done with their
// counts, the caller's own tasks or — for whoever may view every client — the team's.
// A task is checked off in place: it stays in its group, checked, until the group is
// left, so unchecking it undoes the check. Its client's name opens the client.
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  type ClientTask,
  TASK_BUCKETS,
  TASK_COUNT_CAP,
  TASK_PAGE_MAX,
  TASK_PAGE_SIZE,
  type TaskBucket,
  type TaskScope,
} from '@/core/task-schemas';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { LoadError } from '@/web/components/load-error';
import { useCurrentOrganization } from '@/web/features/organizations/public';
import { errorMessage } from '@/web/lib/api';
import { useTaskView, useToggleTaskInView } from './api/task-view';
import { DueLabel } from './due-label';
import { useTaskViewParams } from './task-view-params';

const BUCKET_LABELS: Record<TaskBucket, string> = {
  overdue: 'Overdue',
  today: 'Today',
  upcoming: 'Upcoming',
  done: 'Done',
};

const EMPTY: Record<TaskBucket, string> = {
  overdue: 'Nothing overdue.',
  today: 'Nothing more due today.',
  upcoming: 'No upcoming tasks.',
  done: 'No tasks done yet.',
};

function TaskRow({
  task,
  showAssignee,
  onToggle,
}: {
  task: ClientTask;
  showAssignee: boolean;
  onToggle: (task: ClientTask, done: boolean) => void;
}) {
  const done = task.doneAt !== null;
  const checkboxId = `view-task-${task.id}`;
  return (
    <li
      className="flex items-start gap-3 rounded-lg border border-border bg-card p-3"
      data-testid="task-row"
    >
      <input
        id={checkboxId}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0"
        checked={done}
        onChange={(event) => onToggle(task, event.target.checked)}
      />
      <div className="grid min-w-0 flex-1 gap-1">
        <label
          htmlFor={checkboxId}
          className={cn(
            'text-sm font-medium break-words',
            done && 'line-through text-muted-foreground',
          )}
        >
          {task.title}
        </label>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          <Link
            to={`/dashboard?tab=clients&client=${encodeURIComponent(task.clientId)}`}
            className="rounded font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {task.clientName}
          </Link>
          {done ? (
            <span className="text-muted-foreground">Done</span>
          ) : (
            <DueLabel dueAt={task.dueAt} overdue={new Date(task.dueAt) < new Date()} />
          )}
          {showAssignee && task.assigneeName ? (
            <span className="text-muted-foreground">For {task.assigneeName}</span>
          ) : null}
        </div>
      </div>
    </li>
  );
}

export function TasksTab() {
  const { currentId, levels } = useCurrentOrganization();
  // The team's tasks: a team workspace, and view of every client (the server's rule).
  const mayTeam = currentId !== null && levels.clients.view === 'all';
  // The group and scope are the URL's (?group=, ?scope=), so a reload keeps them.
  const [{ bucket, scope }, setViewParams] = useTaskViewParams(mayTeam);
  const [limit, setLimit] = useState(TASK_PAGE_SIZE);
  // Checked or unchecked here since the group opened: shown in place until it is left.
  const [kept, setKept] = useState<Record<string, ClientTask>>({});
  const view = useTaskView(scope, bucket, limit);
  const toggle = useToggleTaskInView();

  const open = (next: { scope?: TaskScope; bucket?: TaskBucket }) => {
    setViewParams(next);
    setKept({});
    setLimit(TASK_PAGE_SIZE);
  };
  const onToggle = (task: ClientTask, done: boolean) => {
    setKept((current) => ({
      ...current,
      [task.id]: { ...task, doneAt: done ? new Date().toISOString() : null },
    }));
    toggle.mutate({ id: task.id, done });
  };

  const served = view.data?.items ?? [];
  const items = [
    ...served.map((task) => kept[task.id] ?? task),
    ...Object.values(kept).filter((task) => !served.some((item) => item.id === task.id)),
  ];
  if (bucket === 'done') items.sort((a, b) => (b.doneAt ?? '').localeCompare(a.doneAt ?? ''));
  else items.sort((a, b) => a.dueAt.localeCompare(b.dueAt));

  return (
    <section aria-labelledby="tasks-tab-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="tasks-tab-heading" className="text-xl font-semibold tracking-tight">
            Tasks
          </h2>
          <p className="text-sm text-muted-foreground">
            Follow-ups on your clients, by when they are due.
          </p>
        </div>
        {mayTeam ? (
          <fieldset className="flex gap-1 rounded-lg border border-border p-1">
            <legend className="sr-only">Whose tasks</legend>
            {(['mine', 'team'] as const).map((value) => (
              <Button
                key={value}
                size="sm"
                variant={scope === value ? 'default' : 'ghost'}
                aria-pressed={scope === value}
                onClick={() => open({ scope: value })}
              >
                {value === 'mine' ? 'Mine' : 'Team'}
              </Button>
            ))}
          </fieldset>
        ) : null}
      </div>
      <fieldset className="grid grid-cols-2 gap-2 sm:flex">
        <legend className="sr-only">Group</legend>
        {TASK_BUCKETS.map((value) => {
          const count = view.data?.counts[value];
          return (
            <Button
              key={value}
              variant={bucket === value ? 'default' : 'outline'}
              aria-pressed={bucket === value}
              className={cn(
                'min-h-11 justify-between gap-2 sm:min-h-9',
                value === 'overdue' && bucket !== value && count ? 'text-destructive' : undefined,
              )}
              onClick={() => open({ bucket: value })}
            >
              {BUCKET_LABELS[value]}
              <span className="tabular-nums" data-testid={`tasks-count-${value}`}>
                {count === undefined ? '–' : count > TASK_COUNT_CAP ? `${TASK_COUNT_CAP}+` : count}
              </span>
            </Button>
          );
        })}
      </fieldset>
      {view.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Loading tasks…
        </p>
      ) : view.isError ? (
        <LoadError what="The tasks" error={view.error} onRetry={view.refetch} />
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          {EMPTY[bucket]}
        </p>
      ) : (
        <ul className="grid gap-2" aria-label={`${BUCKET_LABELS[bucket]} tasks`}>
          {items.map((task) => (
            <TaskRow
              key={task.id}
              task={task}
              showAssignee={scope === 'team'}
              onToggle={onToggle}
            />
          ))}
        </ul>
      )}
      {toggle.error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(toggle.error)}
        </p>
      ) : null}
      {typeof view.data?.nextOffset === 'number' && limit < TASK_PAGE_MAX ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={view.isFetching}
          onClick={() => setLimit((current) => Math.min(current + TASK_PAGE_SIZE, TASK_PAGE_MAX))}
        >
          Show more
        </Button>
      ) : null}
    </section>
  );
}
