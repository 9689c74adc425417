// The list's "Columns" menu (issue 20): show or hide each optional built-in column and one
// column per custom field. The choice is the URL's ?cols= (list-columns.ts), so a reload,
// a shared link and a saved view show the same columns. The menu stays open while ticking.
import { Columns3 } from 'lucide-react';
import { CUSTOM_FIELD_MESSAGES as M } from '@/core/messages';
import { Button } from '@/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/ui/dropdown-menu';
import { useCustomFields } from '@/web/features/settings/public';
import { BUILT_IN_COLUMNS, shownKeys, toggleColumn } from './list-columns';

export function ColumnsMenu({
  cols,
  isTeam,
  onChange,
}: {
  cols: string[] | null;
  isTeam: boolean;
  /** The new ?cols= value; null for the default columns. */
  onChange: (cols: string | null) => void;
}) {
  const fields = useCustomFields();
  const shown = shownKeys(cols);
  const item = (key: string, label: string) => (
    <DropdownMenuCheckboxItem
      key={key}
      checked={shown.has(key)}
      // Kept open: several columns are usually chosen at once.
      onSelect={(event) => event.preventDefault()}
      onCheckedChange={() => onChange(toggleColumn(cols, key))}
    >
      <span className="min-w-0 flex-1 truncate">{label}</span>
    </DropdownMenuCheckboxItem>
  );
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <Columns3 aria-hidden="true" />
          {M.columns}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        className="max-h-[min(24rem,70dvh)] max-w-[calc(100vw-2rem)] overflow-y-auto"
      >
        <DropdownMenuLabel>{M.columnsHint}</DropdownMenuLabel>
        {BUILT_IN_COLUMNS.filter((column) => isTeam || !column.teamOnly).map((column) =>
          item(column.key, column.label),
        )}
        <DropdownMenuSeparator />
        <DropdownMenuLabel>{M.filterTitle}</DropdownMenuLabel>
        {fields.isPending ? (
          <DropdownMenuItem disabled>Loading…</DropdownMenuItem>
        ) : fields.isError ? (
          <DropdownMenuItem onSelect={() => void fields.refetch()}>{M.loadFailed}</DropdownMenuItem>
        ) : fields.data.length === 0 ? (
          <DropdownMenuItem disabled>{M.empty}</DropdownMenuItem>
        ) : (
          fields.data.map((field) => item(field.id, field.label))
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
