// The clients tab's toolbar (spec §2): search, status filter (several, issue 20), sort (issue 16),
// Kanban/List, Add Client, import, duplicates (issue 20), export and templates.
import { Download, LayoutGrid, List, Plus } from 'lucide-react';
import { useId } from 'react';
import {
  CLIENT_SORT_CHOICES,
  clientOrder,
  clientOrderLabel,
  isNaturalOrder,
} from '@/core/client-order';
import type { ClientOrder } from '@/core/client-schemas';
import { CLIENT_MESSAGES } from '@/core/messages';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { Label } from '@/ui/label';
import { Select } from '@/ui/select';
import { SearchBox } from '@/web/components/search-box';
import { ImportClientsButton } from '@/web/features/clients/import/import-clients-button';
import { useCurrentOrganization } from '@/web/features/organizations/public';
import { useCustomFields } from '@/web/features/settings/public';
import { TemplatesButton } from '@/web/features/templates/public';
import { clientExportUrl } from './api/export-url';
import { ClientFilters } from './client-filters';
import { ClientViewsMenu } from './client-views-menu';
import { ColumnsMenu } from './columns/columns-menu';
import { DuplicatesButton } from './duplicates-dialog';
import { OwnerFilter } from './owner-filter';
import { StatusFilter } from './status-filter';
import {
  type ClientsParamName,
  type ClientsParams,
  type ClientsView,
  filterUrlOf,
} from './use-clients-params';

const VIEWS: { value: ClientsView; label: string; icon: typeof List }[] = [
  { value: 'kanban', label: 'Kanban', icon: LayoutGrid },
  { value: 'list', label: 'List', icon: List },
];

/** The value of an order a list header chose that is not one of the choices. */
const OTHER_ORDER = 'other';

/**
 * Sort by: the choices, each its own way; an order picked in the list's headers that is
 * none of them is shown as one more option, so the control never claims a wrong order.
 */
function SortSelect({
  order,
  customLabel,
  onOrder,
}: {
  order: ClientOrder;
  /** A custom field column's header chose the order: its label (decision 049). */
  customLabel: string | null;
  onOrder: (order: ClientOrder) => void;
}) {
  const id = useId();
  const isChoice =
    customLabel === null && CLIENT_SORT_CHOICES.includes(order.sort) && isNaturalOrder(order);
  return (
    <div className="flex w-full items-center gap-2 sm:w-auto">
      <Label htmlFor={id} className="shrink-0 font-normal text-muted-foreground">
        Sort by
      </Label>
      <Select
        id={id}
        className="min-w-0 flex-1 sm:w-52"
        value={isChoice ? order.sort : OTHER_ORDER}
        onChange={(event) => {
          const sort = CLIENT_SORT_CHOICES.find((choice) => choice === event.target.value);
          if (sort) onOrder(clientOrder(sort));
        }}
      >
        {CLIENT_SORT_CHOICES.map((sort) => (
          <option key={sort} value={sort}>
            {clientOrderLabel(clientOrder(sort))}
          </option>
        ))}
        {isChoice ? null : (
          <option value={OTHER_ORDER} disabled>
            {customLabel ?? clientOrderLabel(order)}
          </option>
        )}
      </Select>
    </div>
  );
}

export function ClientsToolbar({
  params,
  onChange,
  onOrder,
  onAdd,
}: {
  params: ClientsParams;
  onChange: (changes: Partial<Record<ClientsParamName, string | null>>) => void;
  onOrder: (order: ClientOrder) => void;
  onAdd: () => void;
}) {
  const filters = filterUrlOf(params);
  // Without edit rights in this workspace the writing buttons are not offered (issue 18).
  const { allows, currentId } = useCurrentOrganization();
  const mayEdit = allows('clients.edit');
  const fields = useCustomFields();
  const customSorted = params.customSort
    ? fields.data?.find((field) => `cf:${field.id}` === params.customSort?.sort)
    : undefined;
  const customLabel = params.customSort ? (customSorted?.label ?? '—') : null;
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
        <StatusFilter statuses={params.statuses} onChange={(status) => onChange({ status })} />
        <OwnerFilter value={params.owner} onChange={(owner) => onChange({ owner })} />
        <SortSelect
          order={{ sort: params.sort, dir: params.dir }}
          customLabel={customLabel}
          onOrder={onOrder}
        />
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
        {mayEdit ? (
          <Button className="sm:ml-auto" onClick={onAdd}>
            <Plus aria-hidden="true" />
            {CLIENT_MESSAGES.addClient}
          </Button>
        ) : null}
      </div>
      <div className="flex flex-wrap items-start gap-2">
        <ClientViewsMenu />
        <ClientFilters filters={params.filters} statuses={params.statuses} onChange={onChange} />
        {params.view === 'list' ? (
          <ColumnsMenu
            cols={params.cols}
            isTeam={currentId !== null}
            onChange={(cols) => onChange({ cols })}
          />
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {mayEdit ? <ImportClientsButton /> : null}
        {mayEdit ? <DuplicatesButton onOpenClient={(id) => onChange({ client: id })} /> : null}
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
