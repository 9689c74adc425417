// API keys (issue 24, decision 071): what creating one takes, and what the list shows.
// The same schema checks the settings dialog and the server.
import { z } from 'zod';
import { API_KEY_MESSAGES as M } from './messages';

export const API_KEY_NAME_MAX = 100;
/** Every key's secret starts with this, so a leaked one is recognised (secret scanners). */
export const API_KEY_PREFIX = 'scale_';
/** The expiries the dialog offers, in days. */
export const API_KEY_EXPIRY_DAYS = [30, 90, 365] as const;
/** The farthest expiry a date may give (a key without end is "never"). */
export const API_KEY_MAX_EXPIRY_DAYS = 5 * 366;
/** Requests a key may make per minute (platform/rate-limit, counted per key). */
export const API_KEY_REQUESTS_PER_MINUTE = 600;

const DAY_MS = 86_400_000;

export const ZApiKeyCreate = z
  .object({
    name: z
      .string(M.nameRequired)
      .trim()
      .min(1, M.nameRequired)
      .max(API_KEY_NAME_MAX, M.nameTooLong),
    roleId: z.uuid(M.roleNotFound),
    /** ISO 8601 with its offset; null for a key that never expires. */
    expiresAt: z.iso.datetime({ offset: true, message: M.expiryInvalid }).nullable(),
  })
  .superRefine((value, context) => {
    if (value.expiresAt === null) return;
    const at = Date.parse(value.expiresAt);
    if (at <= Date.now()) {
      context.addIssue({ code: 'custom', path: ['expiresAt'], message: M.expiryInPast });
    } else if (at > Date.now() + API_KEY_MAX_EXPIRY_DAYS * DAY_MS) {
      context.addIssue({ code: 'custom', path: ['expiresAt'], message: M.expiryTooFar });
    }
  });
export type ApiKeyCreate = z.infer<typeof ZApiKeyCreate>;

/** One key of GET /api/v1/api-keys (never its secret). */
export const ZApiKeyView = z
  .object({
    id: z.uuid(),
    name: z.string(),
    prefix: z.string().describe('The secret’s visible start, e.g. "scale_AbCd1234"'),
    roleId: z.uuid().nullable(),
    roleName: z
      .string()
      .nullable()
      .describe('null once the role was deleted (the key then answers 401)'),
    createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    expiresAt: z.iso.datetime({ offset: true }).nullable(),
    lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKeyView = z.infer<typeof ZApiKeyView>;

/** A role a new key may be given: the workspace's, within the caller's keys, not Owner. */
export const ZApiKeyRoleChoice = z
  .object({ id: z.uuid(), name: z.string() })
  .meta({ id: 'ApiKeyRoleChoice' });
export type ApiKeyRoleChoice = z.infer<typeof ZApiKeyRoleChoice>;

/** GET /api/v1/api-keys: the live keys, and the roles the create dialog offers. */
export const ZApiKeyList = z
  .object({ items: z.array(ZApiKeyView), roles: z.array(ZApiKeyRoleChoice) })
  .meta({ id: 'ApiKeyList' });
export type ApiKeyList = z.infer<typeof ZApiKeyList>;

/** POST /api/v1/api-keys: the key, and its secret — the only time it is shown. */
export const ZCreatedApiKey = z
  .object({ key: ZApiKeyView, secret: z.string() })
  .meta({ id: 'CreatedApiKey' });
export type CreatedApiKey = z.infer<typeof ZCreatedApiKey>;

/** When a key made now with `days` of life expires (the dialog's choices). */
export function expiryInDays(days: number, now = new Date()): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString();
}
