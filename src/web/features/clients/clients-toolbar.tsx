// The clients tab's toolbar (spec §2): search, status filter, Kanban/List, Add Client,
// import, export and templates.
import { Download, LayoutGrid, List, Plus } from 'lucide-react';
import { CLIENT_STATUS_LABELS, CLIENT_STATUSES } from '@/core/clients';
import { CLIENT_MESSAGES } from '@/core/messages';
import { SearchBox } from '@/web/components/search-box';
import { Button } from '@/web/components/ui/button';
import { Select } from '@/web/components/ui/select';
import { ImportClientsButton } from '@/web/features/clients/import/import-clients-button';
import { TemplatesButton } from '@/web/features/templates/templates-button';
import { cn } from '@/web/lib/cn';
import { clientExportUrl } from './api/export-url';
import type { ClientsParams, ClientsView } from './use-clients-params';

const VIEWS: { value: ClientsView; label: string; icon: typeof List }[] = [
  { value: 'kanban', label: 'Kanban', icon: LayoutGrid },
  { value: 'list', label: 'List', icon: List },
];

export function ClientsToolbar({
  params,
  onChange,
  onAdd,
}: {
  params: ClientsParams;
  onChange: (changes: Partial<Record<keyof ClientsParams, string | null>>) => void;
  onAdd: () => void;
}) {
  const filters = { q: params.q, status: params.status };
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <SearchBox
          q={params.q}
          label="Search clients"
          placeholder={CLIENT_MESSAGES.searchPlaceholder}
          className="min-w-0 flex-1 sm:max-w-xs"
          onSearch={(q) => onChange({ q })}
        />
        <Select
          aria-label="Filter by status"
          className="w-full sm:w-44"
          value={params.status ?? ''}
          onChange={(event) => onChange({ status: event.target.value || null })}
        >
          <option value="">{CLIENT_MESSAGES.allStatus}</option>
          {CLIENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {CLIENT_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
        <fieldset className="inline-flex rounded-lg border border-input bg-card p-0.5">
          <legend className="sr-only">View</legend>
          {VIEWS.map((view) => (
            <Button
              key={view.value}
              type="button"
              size="sm"
              variant="ghost"
              aria-pressed={params.view === view.value}
              className={cn(params.view === view.value && 'bg-muted')}
              onClick={() => onChange({ view: view.value })}
            >
              <view.icon aria-hidden="true" />
              {view.label}
            </Button>
          ))}
        </fieldset>
        <Button className="sm:ml-auto" onClick={onAdd}>
          <Plus aria-hidden="true" />
          {CLIENT_MESSAGES.addClient}
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <ImportClientsButton />
        <Button asChild variant="outline" size="sm">
          <a href={clientExportUrl('csv', filters)} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={clientExportUrl('vcf', filters)} download>
            <Download aria-hidden="true" />
            Export vCard
          </a>
        </Button>
        <TemplatesButton />
      </div>
    </div>
  );
}
