// One link in the editor: drag handle, image, text, click count, active switch, edit
// and delete. The handle works with a pointer and with the keyboard (Space, arrows).
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, MousePointerClick, Pencil } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Link } from '@/core/link-schemas';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { errorMessage } from '@/web/lib/api';
import { useDeleteLink } from './api/delete-link';
import { useUpdateLink } from './api/update-link';
import { DeleteLinkButton } from './delete-link-button';
import { LinkForm } from './link-form';
import { LinkThumbnailControl } from './link-thumbnail-control';

const NUMBER = new Intl.NumberFormat('en-US');

export function isPendingLink(link: Link): boolean {
  return link.id.startsWith('pending-');
}

export function SortableLinkRow({ link, onSaved }: { link: Link; onSaved: () => void }) {
  const isPending = isPendingLink(link);
  const sortable = useSortable({ id: link.id, disabled: isPending });
  const update = useUpdateLink();
  const remove = useDeleteLink();
  const [isEditing, setIsEditing] = useState(false);

  const style = {
    transform: CSS.Transform.toString(sortable.transform),
    transition: sortable.transition,
  };

  function setActive(isActive: boolean) {
    update.mutate(
      { id: link.id, changes: { isActive } },
      {
        onSuccess: onSaved,
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      data-testid="link-row"
      className={cn(
        'rounded-lg border border-border bg-card p-3',
        sortable.isDragging && 'relative z-10 shadow-lg ring-2 ring-ring',
        isPending && 'opacity-60',
      )}
    >
      {/* On a phone the switch and buttons wrap onto a line of their own. */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="flex min-w-[12rem] flex-1 items-center gap-3">
          <button
            type="button"
            ref={sortable.setActivatorNodeRef}
            {...sortable.attributes}
            {...sortable.listeners}
            aria-label={`Reorder ${link.title}`}
            className="flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing disabled:cursor-default"
          >
            <GripVertical className="size-4" aria-hidden="true" />
          </button>
          <LinkThumbnailControl link={link} disabled={isPending} onSaved={onSaved} />
          <div className="min-w-0 flex-1">
            <p className={cn('truncate font-medium', !link.isActive && 'text-muted-foreground')}>
              {link.title}
            </p>
            <p className="truncate text-xs text-muted-foreground">{link.url}</p>
            {link.description ? (
              <p className="truncate text-xs text-muted-foreground">{link.description}</p>
            ) : null}
          </div>
        </div>
        <div className="ml-auto flex shrink-0 items-center gap-2">
          <p
            className="flex items-center gap-1 text-xs text-muted-foreground"
            title="Clicks on your Scale Page"
          >
            <MousePointerClick className="size-3.5" aria-hidden="true" />
            <span>
              {NUMBER.format(link.clickCount)} {link.clickCount === 1 ? 'click' : 'clicks'}
            </span>
          </p>
          <Switch.Root
            checked={link.isActive}
            onCheckedChange={setActive}
            disabled={isPending}
            aria-label={`Show ${link.title} on your Scale Page`}
            className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary"
          >
            <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
          </Switch.Root>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Edit ${link.title}`}
            aria-expanded={isEditing}
            disabled={isPending}
            onClick={() => setIsEditing((value) => !value)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <DeleteLinkButton
            title={link.title}
            disabled={isPending}
            onConfirm={() =>
              remove.mutate(link.id, {
                onSuccess: () => {
                  toast.success('Link deleted');
                  onSaved();
                },
                onError: (error) => toast.error(errorMessage(error)),
              })
            }
          />
        </div>
      </div>
      {isEditing ? (
        <div className="mt-3 border-t border-border pt-3">
          <LinkForm
            initial={{ title: link.title, url: link.url, description: link.description ?? '' }}
            submitLabel="Save changes"
            onCancel={() => setIsEditing(false)}
            onSubmit={async (values) => {
              await update.mutateAsync({ id: link.id, changes: values });
              setIsEditing(false);
              toast.success('Link saved');
              onSaved();
            }}
          />
        </div>
      ) : null}
    </li>
  );
}
