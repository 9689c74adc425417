// One link in the editor: drag handle, image, text, its schedule's state, click count,
// featured mark, active switch, edit and delete; or a section header (handle, title,
// switch, edit, delete). The handle works with a pointer and with the keyboard (Space,
// arrows).
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { CalendarClock, GripVertical, MousePointerClick, Pencil, Star } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatScheduleMoment, scheduleStateAt } from '@/core/link-schedule';
import type { Link } from '@/core/link-schemas';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { errorMessage } from '@/web/lib/api';
import { useDeleteLink } from './api/delete-link';
import { useUpdateLink } from './api/update-link';
import { DeleteLinkButton } from './delete-link-button';
import { formValuesOf, LinkForm } from './link-form';
import { LinkThumbnailControl } from './link-thumbnail-control';

const NUMBER = new Intl.NumberFormat('en-US');

export function isPendingLink(link: Link): boolean {
  return link.id.startsWith('pending-');
}

/**
 * "Scheduled · shows from …", "Expired · ended …" or "Shows until …" in the owner's zone;
 * null for a link without a schedule.
 */
export function scheduleLabel(link: Link, now: number, timeZone: string) {
  if (!link.showFrom && !link.showUntil) return null;
  const state = scheduleStateAt(link, now);
  if (state === 'scheduled' && link.showFrom) {
    return {
      state,
      text: `Scheduled · shows from ${formatScheduleMoment(link.showFrom, timeZone)}`,
    };
  }
  if (state === 'expired' && link.showUntil) {
    return { state, text: `Expired · ended ${formatScheduleMoment(link.showUntil, timeZone)}` };
  }
  if (link.showUntil) {
    return { state, text: `Shows until ${formatScheduleMoment(link.showUntil, timeZone)}` };
  }
  return null;
}

export function SortableLinkRow({
  link,
  onSaved,
  now,
  timeZone,
}: {
  link: Link;
  onSaved: () => void;
  /** The moment the schedule marks are worked out for (ms). */
  now: number;
  timeZone: string;
}) {
  const isHeader = link.kind === 'header';
  const schedule = isHeader ? null : scheduleLabel(link, now, timeZone);
  const isPending = isPendingLink(link);
  const sortable = useSortable({ id: link.id, disabled: isPending });
  const update = useUpdateLink();
  const remove = useDeleteLink();
  const [isEditing, setIsEditing] = useState(false);

  const style = {
    transform: CSS.Transform.toString(sortable.transform),
    transition: sortable.transition,
  };

  function setFeatured(featured: boolean) {
    update.mutate(
      { id: link.id, changes: { featured } },
      {
        onSuccess: () => {
          toast.success(
            featured ? `${link.title} is your featured link` : 'Link no longer featured',
          );
          onSaved();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

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
      data-testid={isHeader ? 'link-header-row' : 'link-row'}
      className={cn(
        'rounded-lg border border-border bg-card p-3',
        isHeader && 'bg-muted/50',
        link.featured && 'border-amber-400 ring-1 ring-amber-400',
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
          {isHeader ? (
            <div className="min-w-0 flex-1">
              <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                Section header
              </p>
              <p
                className={cn(
                  'truncate text-base font-semibold',
                  !link.isActive && 'text-muted-foreground',
                )}
              >
                {link.title}
              </p>
            </div>
          ) : (
            <>
              <LinkThumbnailControl link={link} disabled={isPending} onSaved={onSaved} />
              <div className="min-w-0 flex-1">
                <p
                  className={cn(
                    'truncate font-medium',
                    (!link.isActive || (schedule && schedule.state !== 'shown')) &&
                      'text-muted-foreground',
                  )}
                >
                  {link.title}
                </p>
                <p className="truncate text-xs text-muted-foreground">{link.url}</p>
                {link.description ? (
                  <p className="truncate text-xs text-muted-foreground">{link.description}</p>
                ) : null}
                {link.featured || schedule ? (
                  <p className="mt-1 flex flex-wrap gap-1.5 text-xs">
                    {link.featured ? (
                      <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900">
                        <Star className="size-3 fill-current" aria-hidden="true" />
                        Featured
                      </span>
                    ) : null}
                    {schedule ? (
                      <span
                        data-testid="link-schedule"
                        className={cn(
                          'inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-medium',
                          schedule.state === 'scheduled' && 'bg-sky-100 text-sky-900',
                          schedule.state === 'expired' && 'bg-slate-200 text-slate-700',
                          schedule.state === 'shown' && 'bg-emerald-100 text-emerald-900',
                        )}
                      >
                        <CalendarClock className="size-3" aria-hidden="true" />
                        {schedule.text}
                      </span>
                    ) : null}
                  </p>
                ) : null}
              </div>
            </>
          )}
        </div>
        <div className="ml-auto flex shrink-0 items-center gap-2">
          {isHeader ? null : (
            <>
              <p
                className="flex items-center gap-1 text-xs text-muted-foreground"
                title="Clicks on your Scale Page"
              >
                <MousePointerClick className="size-3.5" aria-hidden="true" />
                <span>
                  {NUMBER.format(link.clickCount)} {link.clickCount === 1 ? 'click' : 'clicks'}
                </span>
              </p>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Feature ${link.title}`}
                aria-pressed={link.featured}
                title={
                  link.featured ? 'Featured: shown highlighted' : 'Make this your featured link'
                }
                disabled={isPending}
                onClick={() => setFeatured(!link.featured)}
              >
                <Star
                  aria-hidden="true"
                  className={cn(link.featured && 'fill-amber-400 text-amber-500')}
                />
              </Button>
            </>
          )}
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
            isHeader={isHeader}
            disabled={isPending}
            onConfirm={() =>
              remove.mutate(link.id, {
                onSuccess: () => {
                  toast.success(isHeader ? 'Section header deleted' : 'Link deleted');
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
            kind={link.kind}
            timeZone={timeZone}
            initial={formValuesOf(link, timeZone)}
            submitLabel="Save changes"
            onCancel={() => setIsEditing(false)}
            onSubmit={async ({ kind: _kind, ...changes }) => {
              await update.mutateAsync({ id: link.id, changes });
              setIsEditing(false);
              toast.success(isHeader ? 'Section header saved' : 'Link saved');
              onSaved();
            }}
          />
        </div>
      ) : null}
    </li>
  );
}
