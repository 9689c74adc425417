// The overview's "N due today" (issue 20): the caller's open tasks still due today in
// their zone, a link to the Tasks tab. Shown to whoever may see clients here.
import { ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { useCurrentOrganization } from '@/web/features/organizations/public';
import { useOverview } from './api/get-overview';
import { tabHref } from './dashboard-tabs';

export function DueTodayLink() {
  const overview = useOverview();
  const { allows } = useCurrentOrganization();
  if (!allows('clients.view') || !overview.data) return null;
  const count = overview.data.tasksDueToday;
  return (
    <Link
      to={tabHref('tasks')}
      data-testid="due-today"
      className="flex items-center gap-2 rounded-xl border border-border bg-card p-4 text-sm font-medium shadow-xs hover:border-brand-300 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <ListChecks className="size-4 text-brand-600" aria-hidden="true" />
      {count === 0 ? 'Nothing due today' : `${count} ${count === 1 ? 'task' : 'tasks'} due today`}
      <span className="ml-auto text-brand-700">Open Tasks</span>
    </Link>
  );
}
