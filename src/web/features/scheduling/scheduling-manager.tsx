// The scheduling manager (spec §2 "Scheduling"): tabs Event Types, Availability and
// Bookings. The active one is ?section= (history replaced), so the page and the
// dashboard's scheduling tab (which owns ?tab=) share it.
import { CalendarCheck, CalendarClock, CalendarSync, ListChecks } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { useCurrentOrganization } from '@/web/features/organizations/public';
import { useMe } from '@/web/lib/get-me';
import { AvailabilityPanel } from './availability/availability-panel';
import { BookingsPanel } from './bookings/bookings-panel';
import { CalendarsPanel } from './calendar-sync/calendars-panel';
import { EventTypesPanel } from './event-types/event-types-panel';
import { TeamEventTypesPanel } from './team-event-types/team-event-types-panel';

export const SCHEDULING_SECTIONS = [
  'event-types',
  'availability',
  'bookings',
  'calendars',
] as const;
export type SchedulingSection = (typeof SCHEDULING_SECTIONS)[number];

const SECTION_LABELS: Record<SchedulingSection, string> = {
  'event-types': 'Event Types',
  availability: 'Availability',
  bookings: 'Bookings',
  calendars: 'Calendars',
};
const SECTION_ICONS = {
  'event-types': ListChecks,
  availability: CalendarClock,
  bookings: CalendarCheck,
  calendars: CalendarSync,
} as const;

function isSection(value: string | null): value is SchedulingSection {
  return value !== null && (SCHEDULING_SECTIONS as readonly string[]).includes(value);
}

export function SchedulingManager() {
  const [searchParams, setSearchParams] = useSearchParams();
  const me = useMe();
  // Team event types belong to a team workspace; the personal one has no team to book.
  const isTeamWorkspace = useCurrentOrganization().currentId !== null;
  const param = searchParams.get('section');
  const section: SchedulingSection = isSection(param) ? param : 'event-types';

  const select = (value: string) => {
    if (!isSection(value)) return;
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('section', value);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <Tabs value={section} onValueChange={select}>
      <TabsList aria-label="Scheduling sections" className="sm:w-auto">
        {SCHEDULING_SECTIONS.map((value) => {
          const Icon = SECTION_ICONS[value];
          return (
            <TabsTrigger key={value} value={value}>
              <Icon aria-hidden="true" />
              {SECTION_LABELS[value]}
            </TabsTrigger>
          );
        })}
      </TabsList>
      <TabsContent value="event-types">
        {/* The booking links' prefix: the friendly /schedule/{username}/ (issue 21). */}
        <div className="grid grid-cols-1 gap-8">
          <EventTypesPanel userId={me.data?.profile.username ?? me.data?.user.id ?? ''} />
          {isTeamWorkspace ? <TeamEventTypesPanel /> : null}
        </div>
      </TabsContent>
      <TabsContent value="availability">
        <AvailabilityPanel />
      </TabsContent>
      <TabsContent value="bookings">
        <BookingsPanel />
      </TabsContent>
      <TabsContent value="calendars">
        <CalendarsPanel />
      </TabsContent>
    </Tabs>
  );
}
