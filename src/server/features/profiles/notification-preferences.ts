// Notification preferences are stored under the spec's snake_case names; the API
// speaks camelCase like the rest of its JSON.
import type { NotificationPreferences } from '../../../core/profile-schemas';
import type { StoredNotificationPreferences } from './tables';

export type { NotificationPreferences };

/** Spec section 9; the column default in the migration says the same. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  emailNotifications: true,
  emailMarketing: false,
  emailSystem: true,
  pushNotifications: true,
  pushMessages: true,
  pushReminders: true,
};

/**
 * Missing keys (rows older than a new preference) read as their default. Kysely's
 * CamelCasePlugin also renames the keys inside jsonb values it reads, so a row arrives
 * as { emailMarketing } though it is stored as { email_marketing }: both are accepted.
 */
export function fromStoredPreferences(
  stored: Partial<StoredNotificationPreferences> | Partial<NotificationPreferences>,
): NotificationPreferences {
  const d = DEFAULT_NOTIFICATION_PREFERENCES;
  const snake = stored as Partial<StoredNotificationPreferences>;
  const camel = stored as Partial<NotificationPreferences>;
  return {
    emailNotifications:
      camel.emailNotifications ?? snake.email_notifications ?? d.emailNotifications,
    emailMarketing: camel.emailMarketing ?? snake.email_marketing ?? d.emailMarketing,
    emailSystem: camel.emailSystem ?? snake.email_system ?? d.emailSystem,
    pushNotifications: camel.pushNotifications ?? snake.push_notifications ?? d.pushNotifications,
    pushMessages: camel.pushMessages ?? snake.push_messages ?? d.pushMessages,
    pushReminders: camel.pushReminders ?? snake.push_reminders ?? d.pushReminders,
  };
}

export function toStoredPreferences(
  preferences: NotificationPreferences,
): StoredNotificationPreferences {
  return {
    email_notifications: preferences.emailNotifications,
    email_marketing: preferences.emailMarketing,
    email_system: preferences.emailSystem,
    push_notifications: preferences.pushNotifications,
    push_messages: preferences.pushMessages,
    push_reminders: preferences.pushReminders,
  };
}
