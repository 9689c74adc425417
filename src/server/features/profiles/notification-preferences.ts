// Notification preferences are stored under the spec's snake_case names; the API
// speaks camelCase like the rest of its JSON.
import type { StoredNotificationPreferences } from './tables';

export type NotificationPreferences = {
  emailNotifications: boolean;
  emailMarketing: boolean;
  emailSystem: boolean;
  pushNotifications: boolean;
  pushMessages: boolean;
  pushReminders: boolean;
};

/** Spec section 9; the column default in the migration says the same. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  emailNotifications: true,
  emailMarketing: false,
  emailSystem: true,
  pushNotifications: true,
  pushMessages: true,
  pushReminders: true,
};

/** Missing keys (rows older than a new preference) read as their default. */
export function fromStoredPreferences(
  stored: Partial<StoredNotificationPreferences>,
): NotificationPreferences {
  const d = DEFAULT_NOTIFICATION_PREFERENCES;
  return {
    emailNotifications: stored.email_notifications ?? d.emailNotifications,
    emailMarketing: stored.email_marketing ?? d.emailMarketing,
    emailSystem: stored.email_system ?? d.emailSystem,
    pushNotifications: stored.push_notifications ?? d.pushNotifications,
    pushMessages: stored.push_messages ?? d.pushMessages,
    pushReminders: stored.push_reminders ?? d.pushReminders,
  };
}
