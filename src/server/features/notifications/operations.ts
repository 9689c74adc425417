// The notifications API as the OpenAPI document describes it (routes.ts serves it).
import { z } from 'zod';
import {
  ZNotificationPage,
  ZNotificationQuery,
  ZNotificationsRead,
} from '../../../core/notification-schemas';
import {
  type FeatureOperations,
  json,
  jsonAnswer,
  type OperationTag,
} from '../../platform/openapi/operation-spec';

const ZNotificationsReadResult = z
  .object({ updated: z.number().int(), unreadCount: z.number().int() })
  .meta({ id: 'NotificationsReadResult' });

export const notificationTag: OperationTag = {
  name: 'Notifications',
  description: 'The bell: task reminders and other notices for the signed-in user.',
};

export const notificationOperations = {
  'GET /api/v1/notifications': {
    summary: 'List my notifications',
    operationId: 'listNotifications',
    query: ZNotificationQuery,
    responses: { 200: jsonAnswer('A page of notifications, newest first', ZNotificationPage) },
  },
  'POST /api/v1/notifications/read': {
    summary: 'Mark notifications read',
    operationId: 'markNotificationsRead',
    body: json(ZNotificationsRead),
    responses: {
      200: jsonAnswer('How many changed, and the unread count after', ZNotificationsReadResult),
    },
  },
} satisfies FeatureOperations;
