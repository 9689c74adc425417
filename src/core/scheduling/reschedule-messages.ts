// The words of a reschedule, of a request for one, of the confirmation page's calendar
// links and of a decline with a reason (issue 21). Kept apart from SCHEDULING_MESSAGES so
// the other parts can add theirs there without meeting these.
export const RESCHEDULE_MESSAGES = {
  reschedule: 'Reschedule',
  requestReschedule: 'Request a reschedule',
  youAreRescheduling: (oldTime: string) => `You are rescheduling: ${oldTime}`,
  /** Under the booking's own time in the reschedule page's list of times. */
  currentTime: 'Current',
  currentTimeLabel: (time: string) => `${time}, your current time`,
  rescheduleConfirm: 'Reschedule to this time',
  bookingRescheduled: 'Your booking has been rescheduled',
  rescheduleCanceled: 'This booking was canceled and can no longer be rescheduled.',
  rescheduleInPast: 'This booking has already taken place and can no longer be rescheduled.',
  rescheduleSameTime: 'This is already the time of your booking. Please pick another time.',
  rescheduleEventTypeGone:
    'This booking can no longer be rescheduled online: its meeting type is no longer offered.',
  rescheduleRequested: 'Reschedule requested: the invitee was asked to pick a new time.',
  requestedByHost: 'The host asked you to pick a new time',
  declineTitle: 'Decline this booking request?',
  declineReasonLabel: 'Reason (optional, sent to the invitee)',
  addToCalendar: 'Add to calendar',
  googleCalendar: 'Google Calendar',
  outlookCalendar: 'Outlook',
  downloadIcs: 'Download .ics',
} as const;
