// What the settings forms may send, shared by the server (the authority) and the web
// (so the form says the same thing before a round trip).
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { SERVER_MESSAGES, WORKSPACE_MESSAGES } from './messages';
import { type CountryCode, isPhoneCountry, PHONE_COUNTRIES } from './phone-country';
import { PLAN_TIERS } from './plans';
import { isReservedUsername } from './reserved-usernames';

export const BIO_MAX_LENGTH = 500;
export const DISPLAY_NAME_MAX_LENGTH = 100;
/** Avatar picker limit (spec §9): 5 MB of image. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** "+1 415-555-2671" -> "+14155552671"; undefined when it is no real number. */
export function toE164(value: string): string | undefined {
  const parsed = parsePhoneNumberFromString(value.trim());
  return parsed?.isValid() ? parsed.number : undefined;
}

/** Whether this runtime knows the IANA zone (aliases such as Asia/Calcutta included). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Blank means "none": stored as null. */
const optionalPhone = z
  .string()
  .max(40, SERVER_MESSAGES.invalidPhoneNumber)
  .nullable()
  .transform((value, context) => {
    if (value === null || value.trim() === '') return null;
    const e164 = toE164(value);
    if (!e164) {
      context.addIssue({ code: 'custom', message: SERVER_MESSAGES.invalidPhoneNumber });
      return z.NEVER;
    }
    return e164;
  });

export const ZProfileUpdate = z.strictObject({
  displayName: z
    .string()
    .trim()
    .max(DISPLAY_NAME_MAX_LENGTH, SERVER_MESSAGES.displayNameTooLong)
    .transform((value) => value || null)
    .nullable()
    .optional(),
  // Not trimmed: line breaks and spacing are the owner's. Whitespace only is no bio.
  bio: z
    .string()
    .max(BIO_MAX_LENGTH, SERVER_MESSAGES.bioTooLong)
    .transform((value) => (value.trim() ? value : null))
    .nullable()
    .optional(),
  isPublic: z.boolean().optional(),
  whatsappNumber: optionalPhone.optional(),
  phoneNumber: optionalPhone.optional(),
  timezone: z.string().refine(isTimeZone, SERVER_MESSAGES.invalidTimeZone).optional(),
  /** The contact form on the Scale Page (issue 4). */
  leadFormEnabled: z.boolean().optional(),
  /**
   * "New leads go to" (issue 18): where the Scale Page's leads land — a team workspace
   * where the person may edit clients, or null for their personal workspace.
   */
  leadsWorkspaceId: z.uuid(WORKSPACE_MESSAGES.leadsWorkspaceNotAllowed).nullable().optional(),
  /**
   * "Phone numbers without a country code" (issue 19): the ISO 3166 code ("DE") an
   * import reads such numbers in; null = not chosen.
   */
  phoneCountry: z
    .string(SERVER_MESSAGES.invalidPhoneCountry)
    .trim()
    .max(2, SERVER_MESSAGES.invalidPhoneCountry)
    .toUpperCase()
    .refine(isPhoneCountry, SERVER_MESSAGES.invalidPhoneCountry)
    .nullable()
    .optional(),
});
export type ProfileUpdate = z.input<typeof ZProfileUpdate>;

export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9_-]{1,28}[a-z0-9]$/;

export const ZUsername = z
  .string()
  .trim()
  .toLowerCase()
  .regex(USERNAME_PATTERN, SERVER_MESSAGES.usernameFormat)
  .refine((value) => !isReservedUsername(value), SERVER_MESSAGES.usernameReserved);

export const ZUsernameChange = z.strictObject({ username: ZUsername });
export type UsernameChange = z.input<typeof ZUsernameChange>;

/** The six preferences of spec §3; send any of them, the rest stay as they are. */
export const ZNotificationPreferences = z
  .strictObject({
    emailNotifications: z.boolean(),
    emailMarketing: z.boolean(),
    emailSystem: z.boolean(),
    pushNotifications: z.boolean(),
    pushMessages: z.boolean(),
    pushReminders: z.boolean(),
  })
  .partial();
export type NotificationPreferencesUpdate = z.input<typeof ZNotificationPreferences>;

/** The six preferences of spec §3, as the API answers them. */
export const ZNotificationPreferencesView = z
  .object({
    emailNotifications: z.boolean(),
    emailMarketing: z.boolean(),
    emailSystem: z.boolean(),
    pushNotifications: z.boolean(),
    pushMessages: z.boolean(),
    pushReminders: z.boolean(),
  })
  .meta({ id: 'NotificationPreferences' });
export type NotificationPreferences = z.infer<typeof ZNotificationPreferencesView>;

/** The signed-in owner's profile as the settings page edits it. */
export const ZProfileSettings = z
  .object({
    userId: z.string(),
    email: z.string(),
    username: z.string(),
    displayName: z.string().nullable(),
    bio: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    isPublic: z.boolean(),
    tier: z.enum(PLAN_TIERS),
    whatsappNumber: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    timezone: z.string(),
    leadFormEnabled: z.boolean(),
    leadsWorkspaceId: z
      .string()
      .nullable()
      .describe('Where new leads land; null = the personal workspace'),
    phoneCountry: z
      .enum(PHONE_COUNTRIES as readonly [CountryCode, ...CountryCode[]])
      .nullable()
      .describe('Where imported numbers without a country code are read; null = not chosen'),
    notificationPreferences: ZNotificationPreferencesView,
  })
  .meta({ id: 'ProfileSettings' });
export type ProfileSettings = z.infer<typeof ZProfileSettings>;

/** GET /me — the signed-in user and their profile, as the web app's shell shows them. */
export const ZMe = z
  .object({
    user: z.object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      emailVerified: z.boolean(),
    }),
    profile: z.object({
      username: z.string(),
      displayName: z.string().nullable(),
      bio: z.string().nullable(),
      avatarUrl: z.string().nullable(),
      isPublic: z.boolean(),
      isPlatformAdmin: z.boolean(),
      tier: z.enum(PLAN_TIERS),
      notificationPreferences: ZNotificationPreferencesView,
      timezone: z.string(),
    }),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof ZMe>;

/** GET /dashboard/overview — the four tiles of the dashboard (spec section 2). */
export const ZOverview = z
  .object({
    totalLinks: z.number().int(),
    totalClicks: z.number().int(),
    clients: z.number().int(),
    conversion: z
      .string()
      .describe('closed_won / all clients as a whole percentage, e.g. "33%"; "0%" without clients'),
    tasksDueToday: z
      .number()
      .int()
      .describe("The caller's open tasks still due today in their zone"),
  })
  .meta({ id: 'Overview' });
export type Overview = z.infer<typeof ZOverview>;

/** Custom Scale Page URLs are a Pro and Business feature (spec §9). */
export function canChangeUsername(tier: ProfileSettings['tier']): boolean {
  return tier === 'pro' || tier === 'business';
}
