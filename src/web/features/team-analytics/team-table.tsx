// The members' figures as a table sortable by any column: each header is a button
// (keyboard and screen reader users sort too; aria-sort says how it is sorted). On a
// phone the table scrolls sideways inside its card with the member's name kept in view.
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useState } from 'react';
import { TEAM_ANALYTICS_MESSAGES } from '@/core/messages';
import {
  formatDuration,
  sortMembers,
  TEAM_COLUMNS,
  type TeamColumnKey,
  type TeamMemberFigures,
} from '@/core/team-analytics-schemas';
import { cn } from '@/ui/cn';

const NUMBER = new Intl.NumberFormat('en-US');
const MONEY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function cell(member: TeamMemberFigures, key: TeamColumnKey): string {
  if (key === 'name') return member.name;
  if (key === 'medianResponseSeconds') return formatDuration(member.medianResponseSeconds);
  if (key === 'wonValueCents') return MONEY.format(member.wonValueCents / 100);
  return NUMBER.format(member[key]);
}

export function TeamTable({ members }: { members: TeamMemberFigures[] }) {
  const [sort, setSort] = useState<{ key: TeamColumnKey; direction: 'asc' | 'desc' }>({
    key: 'leadsAssigned',
    direction: 'desc',
  });
  const rows = sortMembers(members, sort.key, sort.direction);
  const choose = (key: TeamColumnKey) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: key === 'name' ? 'asc' : 'desc' },
    );

  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[56rem] text-sm">
        <caption className="sr-only">Figures per member; choose a column header to sort</caption>
        <thead>
          <tr className="border-b border-border text-left">
            {TEAM_COLUMNS.map((column) => {
              const active = sort.key === column.key;
              const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={
                    active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'
                  }
                  className={cn(
                    'px-2 py-2 font-medium text-muted-foreground',
                    column.key === 'name' ? 'sticky left-0 bg-card' : 'text-right',
                  )}
                >
                  <button
                    type="button"
                    onClick={() => choose(column.key)}
                    className={cn(
                      'inline-flex min-h-11 items-center gap-1 rounded-md px-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:min-h-8',
                      active && 'text-foreground',
                    )}
                  >
                    {column.label}
                    <Icon className="size-3.5" aria-hidden="true" />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((member) => (
            <tr key={member.userId} className="border-b border-border last:border-0">
              {TEAM_COLUMNS.map((column) =>
                column.key === 'name' ? (
                  <th
                    key={column.key}
                    scope="row"
                    className="sticky left-0 bg-card px-3 py-2 text-left font-medium"
                  >
                    {member.name}
                    {member.isFormerMember ? (
                      <span className="ml-1 text-xs font-normal text-muted-foreground">
                        ({TEAM_ANALYTICS_MESSAGES.formerMember})
                      </span>
                    ) : null}
                  </th>
                ) : (
                  <td key={column.key} className="px-3 py-2 text-right tabular-nums">
                    {cell(member, column.key)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
