// /scheduling: the heading and the manager.
import { SCHEDULING_MESSAGES as M } from '@/core/messages';
import { SchedulingManager } from './scheduling-manager';

export function SchedulingPage() {
  return (
    <>
      <div className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight">{M.heading}</h1>
        <p className="text-sm text-muted-foreground">
          Event types people can book, your weekly availability and your bookings.
        </p>
      </div>
      <SchedulingManager />
    </>
  );
}
