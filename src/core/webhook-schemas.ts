// Webhooks (issue 24, decision 072): the endpoints a workspace registers, the events they
// may ask for, and what the delivery log shows. Shared by the server (which enforces the
// rules) and the web settings tab (which checks them before sending).
import { z } from 'zod';

export const WEBHOOK_EVENT_TYPES = [
  'lead.created',
  'client.created',
  'client.updated',
  'client.status_changed',
  'client.assigned',
  'booking.created',
  'booking.rescheduled',
  'booking.canceled',
  'document.viewed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** What "Send test event" sends: no endpoint subscribes to it, every one may receive it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 500;
/** Endpoints per workspace. */
export const WEBHOOK_ENDPOINTS_MAX = 100;
/** Days a delivery stays in the log after it was delivered or failed (decision 079). */
export const WEBHOOK_LOG_KEEP_DAYS = 30;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_MESSAGES = {
  tab: 'Webhooks',
  intro:
    'Scale posts a signed JSON message to each endpoint when something happens in this workspace (Standard Webhooks).',
  urlLabel: 'Endpoint URL',
  urlRequired: 'Enter the endpoint’s URL',
  urlTooLong: `The URL may be at most ${WEBHOOK_URL_MAX} characters`,
  urlInvalid: 'Enter a full URL starting with https://',
  urlHttps: 'The URL must start with https:// (http:// only to this computer, outside production)',
  urlCredentials: 'The URL may not contain a user name or password',
  urlPrivate: 'That address is private or local: webhooks go to public addresses only',
  urlUnresolved: 'That host name could not be found',
  descriptionLabel: 'Description',
  descriptionTooLong: `The description may be at most ${WEBHOOK_DESCRIPTION_MAX} characters`,
  eventsLabel: 'Events',
  eventsRequired: 'Choose at least one event',
  eventUnknown: 'Unknown event type',
  enabledLabel: 'Enabled',
  tooMany: `A workspace may have at most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints`,
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Delivery not found',
  noPermission: 'You may not manage this workspace’s webhooks.',
  add: 'Add endpoint',
  save: 'Save',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
  deleteConfirm: 'Delete this endpoint? Its delivery log goes with it.',
  secretLabel: 'Signing secret',
  rotate: 'Rotate secret',
  rotateConfirm: 'Rotate the secret? Messages are signed with the new one from now on.',
  reveal: 'Show',
  hide: 'Hide',
  copy: 'Copy',
  copied: 'Copied',
  sendTest: 'Send test event',
  testQueued: 'Test event queued',
  redeliver: 'Redeliver',
  redeliverQueued: 'Queued for delivery again',
  log: 'Delivery log',
  logKept: `Deliveries are kept for ${WEBHOOK_LOG_KEEP_DAYS} days after they are delivered or fail.`,
  logEmpty: 'No deliveries yet. Send a test event to see one here.',
  empty: 'No endpoints yet. Add one to have Scale tell another system what happens here.',
  loadFailed: 'Could not load the webhooks.',
  logFailed: 'Could not load the delivery log.',
  retry: 'Try again',
  disabled: 'Disabled',
  statuses: {
    pending: 'Pending',
    delivered: 'Delivered',
    failed: 'Failed',
  } satisfies Record<WebhookDeliveryStatus, string>,
  eventLabels: {
    'lead.created': 'A lead arrives (Scale Page, team page)',
    'client.created': 'A client is added',
    'client.updated': 'A client is changed',
    'client.status_changed': 'A client’s status changes',
    'client.assigned': 'A client gets a new owner',
    'booking.created': 'A meeting is booked',
    'booking.rescheduled': 'A meeting is moved',
    'booking.canceled': 'A meeting is canceled',
    'document.viewed': 'A shared document is viewed',
  } satisfies Record<WebhookEventType, string>,
  columns: {
    event: 'Event',
    status: 'Status',
    code: 'Response',
    duration: 'Duration',
    attempts: 'Attempts',
    nextRetry: 'Next retry',
    time: 'Created',
  },
} as const;

const isLoopbackHost = (host: string) =>
  host === 'localhost' ||
  host.endsWith('.localhost') ||
  /^127\.\d+\.\d+\.\d+$/.test(host) ||
  host === '[::1]';

/**
 * The URL's form (the server checks its addresses too): https, or http to this computer
 * outside production. A message for the refusal, or null when the URL is acceptable.
 */
export function webhookUrlProblem(raw: string, isProduction: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return WEBHOOK_MESSAGES.urlInvalid;
  }
  if (url.username || url.password) return WEBHOOK_MESSAGES.urlCredentials;
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:') {
    return !isProduction && isLoopbackHost(url.hostname) ? null : WEBHOOK_MESSAGES.urlHttps;
  }
  return WEBHOOK_MESSAGES.urlInvalid;
}

const ZUrl = z
  .string(WEBHOOK_MESSAGES.urlRequired)
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlRequired)
  .max(WEBHOOK_URL_MAX, WEBHOOK_MESSAGES.urlTooLong)
  .refine((value) => /^https?:\/\//i.test(value), WEBHOOK_MESSAGES.urlInvalid);

const ZEvents = z
  .array(
    z.enum(WEBHOOK_EVENT_TYPES, WEBHOOK_MESSAGES.eventUnknown),
    WEBHOOK_MESSAGES.eventsRequired,
  )
  .min(1, WEBHOOK_MESSAGES.eventsRequired)
  .max(WEBHOOK_EVENT_TYPES.length, WEBHOOK_MESSAGES.eventsRequired)
  .transform((events) => [...new Set(events)]);

const ZDescription = z
  .string()
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX, WEBHOOK_MESSAGES.descriptionTooLong);

export const ZWebhookEndpointCreate = z.strictObject({
  url: ZUrl,
  events: ZEvents,
  description: ZDescription.default(''),
  enabled: z.boolean().default(true),
});
export type WebhookEndpointCreate = z.infer<typeof ZWebhookEndpointCreate>;
export type WebhookEndpointForm = z.input<typeof ZWebhookEndpointCreate>;

export const ZWebhookEndpointUpdate = z.strictObject({
  url: ZUrl.optional(),
  events: ZEvents.optional(),
  description: ZDescription.optional(),
  enabled: z.boolean().optional(),
});
export type WebhookEndpointUpdate = z.infer<typeof ZWebhookEndpointUpdate>;

const instant = z.iso.datetime({ offset: true });

export const ZWebhookEndpoint = z
  .object({
    id: z.uuid(),
    url: z.string(),
    description: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    enabled: z.boolean(),
    secret: z
      .string()
      .describe(
        "`whsec_` + base64 of 24 random bytes: shown to those who manage the workspace's webhooks",
      ),
    createdAt: instant,
    updatedAt: instant,
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

export const ZWebhookEndpointList = z
  .object({ items: z.array(ZWebhookEndpoint) })
  .meta({ id: 'WebhookEndpointList' });

export const ZWebhookDelivery = z
  .object({
    id: z.uuid(),
    messageId: z.string().describe('The `webhook-id` header: the same on every attempt'),
    eventType: z.string().describe('One of the event types, or webhook.test'),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int(),
    responseStatus: z.number().int().nullable(),
    durationMs: z.number().int().nullable(),
    error: z.string().nullable(),
    nextAttemptAt: instant.nullable(),
    deliveredAt: instant.nullable(),
    createdAt: instant,
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveryList = z
  .object({ items: z.array(ZWebhookDelivery) })
  .meta({ id: 'WebhookDeliveryList' });

export const WEBHOOK_LOG_PAGE = 50;
