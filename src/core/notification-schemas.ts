// In-app notifications (issue 20): what GET /api/v1/notifications answers and what
// POST /api/v1/notifications/read takes, shared by the server and the bell.
import { z } from 'zod';
import { ACTIVITY_LINKS, activityCursor, zKeysetCursor } from './activity';
import { NOTIFICATION_MESSAGES as M } from './messages';

export const NOTIFICATION_KINDS = ['task_reminder'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_PAGE_MAX = 50;
/** POST /notifications/read names at most this many ids (the bell sends a page's worth). */
export const NOTIFICATION_READ_MAX = 100;

export const ZAppNotification = z
  .object({
    id: z.uuid(),
    kind: z.enum(NOTIFICATION_KINDS),
    title: z.string(),
    body: z.string(),
    path: z.string().describe('The app address it opens, e.g. /dashboard?tab=clients&client=<id>'),
    workspaceId: z
      .uuid()
      .nullable()
      .describe("The workspace to open it in; null for the user's personal workspace"),
    readAt: z.iso.datetime({ offset: true }).nullable(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Notification' });
export type AppNotification = z.infer<typeof ZAppNotification>;

export const ZNotificationPage = z
  .object({
    items: z.array(ZAppNotification),
    unreadCount: z.number().int(),
    nextCursor: z.string().nullable().describe('Pass as ?before= for the next (older) page'),
  })
  .meta({ id: 'NotificationPage' });
export type NotificationPage = z.infer<typeof ZNotificationPage>;

/** The keyset cursor is the activity feed's: (created_at to the microsecond, id). */
export const notificationCursor = activityCursor;

export const ZNotificationQuery = z.object({
  before: zKeysetCursor(M.badCursor).optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_MAX).default(NOTIFICATION_PAGE_SIZE),
});
export type NotificationQuery = z.output<typeof ZNotificationQuery>;

/** Either the ids (those of another user are ignored) or every unread one: `{ all: true }`. */
export const ZNotificationsRead = z
  .strictObject({
    ids: z
      .array(z.uuid(M.badId))
      .min(1, M.idsOrAll)
      .max(NOTIFICATION_READ_MAX, M.tooManyIds(NOTIFICATION_READ_MAX))
      .optional(),
    all: z.literal(true, M.idsOrAll).optional(),
  })
  .refine((input) => (input.ids === undefined) !== (input.all === undefined), M.idsOrAll);
export type NotificationsRead = z.infer<typeof ZNotificationsRead>;

/** The address a task reminder opens: its client's panel, as Recent Activity links it. */
export const clientPanelPath = ACTIVITY_LINKS.client;

/**
 * The app's URL parameter naming the workspace to open (`?workspace=<organization id>`, or
 * `personal`): a link from outside the app (a reminder mail) cannot know which workspace
 * the browser has chosen, so it says which one its record lives in. The web switches to a
 * team workspace when the user is an active member of it, to the personal one always, then
 * drops the parameter from the address.
 */
export const WORKSPACE_LINK_PARAM = 'workspace';
/** The parameter's value for the user's own, personal workspace. */
export const PERSONAL_WORKSPACE_LINK = 'personal';

/** An app path that opens in this team workspace, or in the personal one (null). */
export function pathInWorkspace(path: string, workspaceId: string | null): string {
  const separator = path.includes('?') ? '&' : '?';
  const value = workspaceId ? encodeURIComponent(workspaceId) : PERSONAL_WORKSPACE_LINK;
  return `${path}${separator}${WORKSPACE_LINK_PARAM}=${value}`;
}
