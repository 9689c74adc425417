// "Your links" on the dashboard overview: the links editor (links and section headers),
// with a live preview of the public Scale Page beside it on wide screens. At a link's
// schedule boundary the marks and the preview change on their own.
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Heading, Link2, Plus } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { nextScheduleChange } from '@/core/link-schedule';
import type { Link } from '@/core/link-schemas';
import { LINK_MESSAGES } from '@/core/messages';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { LoadError } from '@/web/components/load-error';
import { errorMessage } from '@/web/lib/api';
import { useMe } from '@/web/lib/get-me';
import { detectTimeZone } from '@/web/lib/time-zones';
import { useCreateLink } from './api/create-link';
import { useLinks } from './api/list-links';
import { useReorderLinks } from './api/reorder-links';
import { LinkForm } from './link-form';
import { PublicPagePreview } from './public-page-preview';
import { isPendingLink, SortableLinkRow } from './sortable-link-row';

/** What screen readers hear while a link is moved: its title and place, not its id. */
function announcementsFor(links: Link[]): Announcements {
  const describe = (id: UniqueIdentifier | undefined) => {
    const index = links.findIndex((link) => link.id === id);
    return index < 0 ? '' : `${links[index]?.title}, position ${index + 1} of ${links.length}`;
  };
  return {
    onDragStart: ({ active }) => `Picked up ${describe(active.id)}.`,
    onDragOver: ({ over }) => (over ? `Over ${describe(over.id)}.` : 'Not over a link.'),
    onDragEnd: ({ active, over }) =>
      over ? `Dropped ${describe(active.id)} at ${describe(over.id)}.` : 'Dropped.',
    onDragCancel: ({ active }) => `Moving ${describe(active.id)} was cancelled.`,
  };
}

/** A timer can wait at most about 24.8 days; a later boundary is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** `appearance`: the Appearance section (issue 23), shown as a second tab beside the links. */
export function LinksCard({ appearance }: { appearance?: ReactNode } = {}) {
  const [section, setSection] = useState('links');
  const links = useLinks();
  const create = useCreateLink();
  const reorder = useReorderLinks();
  const me = useMe();
  const timeZone = me.data?.profile.timezone || detectTimeZone();
  const headingId = useId();
  const [adding, setAdding] = useState<'link' | 'header' | null>(null);
  // Bumped after every saved change; the preview reloads on it.
  const [savedVersion, setSavedVersion] = useState(0);
  const onSaved = () => setSavedVersion((version) => version + 1);
  // The moment the schedule marks are shown for; moved on at the next boundary, when the
  // preview reloads too (the public page changes then on its own).
  const [now, setNow] = useState(() => Date.now());
  const nextChange = links.data
    ? nextScheduleChange(
        links.data.filter((link) => link.isActive),
        now,
      )
    : null;
  useEffect(() => {
    if (nextChange === null) return;
    const timer = setTimeout(
      () => {
        setNow(Date.now());
        if (Date.now() >= nextChange) setSavedVersion((version) => version + 1);
      },
      Math.min(Math.max(nextChange - Date.now(), 0) + 50, MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [nextChange]);

  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so clicks on the handle stay clicks.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function onDragEnd({ active, over }: DragEndEvent) {
    const list = links.data;
    if (!list || !over || active.id === over.id) return;
    const from = list.findIndex((link) => link.id === active.id);
    const to = list.findIndex((link) => link.id === over.id);
    if (from < 0 || to < 0) return;
    const ids = arrayMove(list, from, to).map((link) => link.id);
    reorder.mutate(ids, {
      onSuccess: onSaved,
      onError: (error) => toast.error(`Your new order was not saved: ${errorMessage(error)}`),
    });
  }

  const addForm = adding ? (
    <div className="rounded-lg border border-border bg-muted/40 p-4">
      <LinkForm
        key={adding}
        kind={adding}
        timeZone={timeZone}
        submitLabel={adding === 'header' ? 'Add header' : 'Add link'}
        onCancel={() => setAdding(null)}
        onSubmit={async (values) => {
          await create.mutateAsync(values);
          toast.success(adding === 'header' ? 'Section header added' : 'Link added');
          setNow(Date.now());
          onSaved();
        }}
      />
    </div>
  ) : null;

  const addButtons = (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => setAdding('link')}>
        <Plus aria-hidden="true" />
        Add link
      </Button>
      <Button variant="outline" onClick={() => setAdding('header')}>
        <Heading aria-hidden="true" />
        Add header
      </Button>
    </div>
  );

  let body: ReactNode;
  if (links.isPending) {
    body = (
      <ul className="grid gap-2" aria-busy="true" aria-label="Loading your links">
        {[0, 1, 2].map((n) => (
          <li key={n}>
            <Skeleton className="h-[74px] w-full rounded-lg" />
          </li>
        ))}
      </ul>
    );
  } else if (links.isError) {
    body = <LoadError what="Your links" error={links.error} onRetry={links.refetch} />;
  } else if (links.data.length === 0 && !adding) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-4 py-10 text-center">
        <Link2 className="size-8 text-muted-foreground" aria-hidden="true" />
        <div>
          <p className="font-medium">{LINK_MESSAGES.noLinksYet}</p>
          <p className="text-sm text-muted-foreground">
            Add the first link your visitors will see on your Scale Page.
          </p>
        </div>
        {addButtons}
      </div>
    );
  } else {
    body = (
      <div className="grid gap-3">
        {addForm}
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements: announcementsFor(links.data) }}
        >
          <SortableContext
            items={links.data.map((link) => link.id)}
            strategy={verticalListSortingStrategy}
          >
            <ul className="grid gap-2" aria-label="Your links">
              {links.data.map((link) => (
                <SortableLinkRow
                  key={link.id}
                  link={link}
                  onSaved={() => {
                    setNow(Date.now());
                    onSaved();
                  }}
                  now={now}
                  timeZone={timeZone}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
        {links.data.some(isPendingLink) ? (
          <p className="sr-only" role="status">
            Saving…
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id={headingId}>Your links</CardTitle>
          <CardDescription>
            What visitors see on your Scale Page. Drag the handle (or focus it and press Space, then
            the arrow keys) to change the order; the star makes one link your featured link.
          </CardDescription>
        </div>
        {links.data && links.data.length > 0 && !adding && section === 'links' ? addButtons : null}
      </CardHeader>
      <CardContent>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_300px]">
          <div className="min-w-0">
            {appearance ? (
              <Tabs value={section} onValueChange={setSection}>
                <TabsList aria-label="Edit your Scale Page" className="mb-4">
                  <TabsTrigger value="links">Links</TabsTrigger>
                  <TabsTrigger value="appearance">Appearance</TabsTrigger>
                </TabsList>
                <TabsContent value="links">{body}</TabsContent>
                {/* Kept mounted while the links show: unsaved appearance changes stay. */}
                <TabsContent value="appearance" forceMount className="data-[state=inactive]:hidden">
                  {appearance}
                </TabsContent>
              </Tabs>
            ) : (
              body
            )}
          </div>
          <PublicPagePreview version={savedVersion} showOnSmallScreens={section === 'appearance'} />
        </div>
      </CardContent>
    </Card>
  );
}
