// Scheduling set-up the browser journeys share: a host who is free every morning.
import { expect } from 'vitest';

type Caller = {
  call(method: string, path: string, body?: unknown): Promise<{ status: number; text?: string }>;
};

/** Every day 09:00–12:00 in the host's zone, so tomorrow always has slots. */
export async function openEveryMorning(host: Caller): Promise<void> {
  const answer = await host.call('PUT', '/scheduling/availability/quick-setup', {
    eventTypeId: null,
    days: [0, 1, 2, 3, 4, 5, 6],
    startTime: '09:00',
    endTime: '12:00',
  });
  expect(answer.status, answer.text).toBe(200);
}
