// The saved views menu beside the filters (issue 20): apply a view (it sets the URL),
// save the current filters, sort and layout as a view (personal or shared), update or
// delete the current one, make it my default. Opening the clients tab without any of
// its parameters applies my default view (useDefaultClientView).
import { Bookmark, Star } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { ClientView } from '@/core/client-view-schemas';
import { CLIENT_VIEW_NAME_MAX } from '@/core/client-view-schemas';
import { FILTER_MESSAGES } from '@/core/messages';
import { Button } from '@/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/ui/dropdown-menu';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { errorMessage } from '@/web/lib/api';
import {
  useClientViews,
  useCreateClientView,
  useDeleteClientView,
  useSetDefaultClientView,
  useUpdateClientView,
} from './api/client-views';
import { applyState, hasTabParams, stateOf } from './view-state';

/** On opening the tab with none of its parameters: my default view, once. */
export function useDefaultClientView(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const views = useClientViews();
  const decided = useRef(false);
  useEffect(() => {
    if (decided.current) return;
    if (hasTabParams(searchParams)) {
      decided.current = true;
      return;
    }
    if (!views.data) return;
    decided.current = true;
    const mine = views.data.items.find((view) => view.isDefault);
    if (mine) setSearchParams((current) => applyState(current, mine.state), { replace: true });
  }, [searchParams, setSearchParams, views.data]);
}

function SaveViewDialog({
  open,
  onOpenChange,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (view: ClientView) => void;
}) {
  const id = useId();
  const [searchParams] = useSearchParams();
  const create = useCreateClientView();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, shared, state: stateOf(searchParams) },
      {
        onSuccess: (view) => {
          toast.success(FILTER_MESSAGES.viewSaved);
          setName('');
          setShared(false);
          onSaved(view);
          onOpenChange(false);
        },
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{FILTER_MESSAGES.saveView}</DialogTitle>
          <DialogDescription>{FILTER_MESSAGES.saveAsNew}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit}>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-name`}>{FILTER_MESSAGES.viewName}</Label>
            <Input
              id={`${id}-name`}
              value={name}
              maxLength={CLIENT_VIEW_NAME_MAX}
              required
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={shared}
              onChange={(event) => setShared(event.target.checked)}
            />
            {FILTER_MESSAGES.viewShared}
          </label>
          {create.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(create.error)}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="submit" disabled={create.isPending}>
              {FILTER_MESSAGES.saveView}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function ClientViewsMenu() {
  const [searchParams, setSearchParams] = useSearchParams();
  const views = useClientViews();
  const update = useUpdateClientView();
  const remove = useDeleteClientView();
  const setDefault = useSetDefaultClientView();
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const items = views.data?.items ?? [];
  const current = items.find((view) => view.id === currentId) ?? null;
  const failed = (error: unknown) => toast.error(errorMessage(error));

  const apply = (view: ClientView) => {
    setCurrentId(view.id);
    setSearchParams((params) => applyState(params, view.state), { replace: true });
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button type="button" variant="outline" size="sm">
            <Bookmark aria-hidden="true" />
            {current ? current.name : FILTER_MESSAGES.views}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="max-w-[calc(100vw-2rem)]">
          <DropdownMenuLabel>{FILTER_MESSAGES.views}</DropdownMenuLabel>
          {views.isPending ? (
            <DropdownMenuItem disabled>Loading…</DropdownMenuItem>
          ) : views.isError ? (
            <DropdownMenuItem onSelect={() => void views.refetch()}>
              {FILTER_MESSAGES.viewsFailed}
            </DropdownMenuItem>
          ) : items.length === 0 ? (
            <DropdownMenuItem disabled>{FILTER_MESSAGES.noViews}</DropdownMenuItem>
          ) : (
            items.map((view) => (
              <DropdownMenuItem key={view.id} onSelect={() => apply(view)}>
                <span className="min-w-0 flex-1 truncate">{view.name}</span>
                {view.shared ? (
                  <span className="text-xs text-muted-foreground">{FILTER_MESSAGES.shared}</span>
                ) : null}
                {view.isDefault ? <Star aria-label={FILTER_MESSAGES.isDefault} /> : null}
              </DropdownMenuItem>
            ))
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setSaving(true)}>
            {FILTER_MESSAGES.saveView}
          </DropdownMenuItem>
          {current ? (
            <>
              {current.mayChange ? (
                <DropdownMenuItem
                  onSelect={() =>
                    update.mutate(
                      { id: current.id, state: stateOf(searchParams) },
                      {
                        onSuccess: () => toast.success(FILTER_MESSAGES.viewSaved),
                        onError: failed,
                      },
                    )
                  }
                >
                  {FILTER_MESSAGES.updateView(current.name)}
                </DropdownMenuItem>
              ) : null}
              <DropdownMenuItem
                onSelect={() =>
                  setDefault.mutate(current.isDefault ? null : current.id, { onError: failed })
                }
              >
                {current.isDefault ? FILTER_MESSAGES.unsetDefault : FILTER_MESSAGES.setDefault}
              </DropdownMenuItem>
              {current.mayChange ? (
                <DropdownMenuItem onSelect={() => setDeleting(true)}>
                  {FILTER_MESSAGES.deleteView(current.name)}
                </DropdownMenuItem>
              ) : null}
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      <SaveViewDialog
        open={saving}
        onOpenChange={setSaving}
        onSaved={(view) => setCurrentId(view.id)}
      />
      {current ? (
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={FILTER_MESSAGES.deleteView(current.name)}
          description={FILTER_MESSAGES.deleteViewConfirm(current.name)}
          confirmLabel="Delete"
          pendingLabel="Deleting…"
          isPending={remove.isPending}
          onConfirm={() =>
            remove.mutate(current.id, {
              onSuccess: () => {
                toast.success(FILTER_MESSAGES.viewDeleted);
                setCurrentId(null);
                setDeleting(false);
              },
              onError: failed,
            })
          }
        />
      ) : null}
    </>
  );
}
