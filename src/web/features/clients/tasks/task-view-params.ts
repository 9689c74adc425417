// The Tasks tab's group and scope kept in the URL (?group=overdue&scope=team), like the
// dashboard's ?tab= and the clients tab's filters: a reload, a shared link and the way
// back from a client show the same group. Written with the history entry replaced.
import { useSearchParams } from 'react-router';
import { TASK_BUCKETS, TASK_SCOPES, type TaskBucket, type TaskScope } from '@/core/task-schemas';

export const DEFAULT_TASK_BUCKET: TaskBucket = 'overdue';
export const DEFAULT_TASK_SCOPE: TaskScope = 'mine';

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  (values as readonly (string | null)[]).includes(value);

/**
 * ?group= and ?scope=: unknown values read as the defaults, and the team's scope as
 * "mine" for whoever may not see the team's tasks (the server would answer 403).
 */
export function readTaskViewParams(
  searchParams: URLSearchParams,
  mayTeam: boolean,
): { bucket: TaskBucket; scope: TaskScope } {
  const group = searchParams.get('group');
  const scope = searchParams.get('scope');
  return {
    bucket: isOneOf(TASK_BUCKETS, group) ? group : DEFAULT_TASK_BUCKET,
    scope: mayTeam && isOneOf(TASK_SCOPES, scope) ? scope : DEFAULT_TASK_SCOPE,
  };
}

/** The URL with the group and scope given; the defaults are left out of it. */
export function writeTaskViewParams(
  current: URLSearchParams,
  next: { bucket?: TaskBucket; scope?: TaskScope },
): URLSearchParams {
  const params = new URLSearchParams(current);
  if (next.bucket) {
    if (next.bucket === DEFAULT_TASK_BUCKET) params.delete('group');
    else params.set('group', next.bucket);
  }
  if (next.scope) {
    if (next.scope === DEFAULT_TASK_SCOPE) params.delete('scope');
    else params.set('scope', next.scope);
  }
  return params;
}

export function useTaskViewParams(
  mayTeam: boolean,
): [
  { bucket: TaskBucket; scope: TaskScope },
  (next: { bucket?: TaskBucket; scope?: TaskScope }) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams();
  const update = (next: { bucket?: TaskBucket; scope?: TaskScope }) =>
    setSearchParams((current) => writeTaskViewParams(current, next), { replace: true });
  return [readTaskViewParams(searchParams, mayTeam), update];
}
