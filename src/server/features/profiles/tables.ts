// Kysely's view of the profiles table (see db/migrations/0001_auth_and_profiles.sql).
import type { ColumnType, Generated } from 'kysely';

/** Read as Date; written as a Date or an SQL expression. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type Tier = 'free' | 'pro' | 'business';

/** As stored in profiles.notification_preferences: the spec's snake_case names. */
export type StoredNotificationPreferences = {
  email_notifications: boolean;
  email_marketing: boolean;
  email_system: boolean;
  push_notifications: boolean;
  push_messages: boolean;
  push_reminders: boolean;
};

export type ProfileTables = {
  profiles: {
    userId: string;
    username: string;
    displayName: string | null;
    bio: string | null;
    avatarUrl: string | null;
    isPublic: Generated<boolean>;
    isPlatformAdmin: Generated<boolean>;
    tier: Generated<Tier>;
    /** jsonb: both drivers parse it on read; it is written as a JSON string. */
    notificationPreferences: ColumnType<StoredNotificationPreferences, string | undefined, string>;
    timezone: Generated<string>;
    /** E.164, e.g. +14155552671 (migration 0004). */
    whatsappNumber: string | null;
    phoneNumber: string | null;
    /** The Scale Page's contact form (migration 0010). */
    leadFormEnabled: Generated<boolean>;
    /** Where the Scale Page's leads and personal bookings land; null = personal workspace. */
    leadsWorkspaceId: Generated<string | null>;
    /** ISO 3166 alpha-2: where numbers without a country code are read (migration 0028). */
    phoneCountry: Generated<string | null>;
    createdAt: Generated<Timestamp>;
    updatedAt: Generated<Timestamp>;
  };
};
