// What webhooks offer the rest of the server (ARCHITECTURE.md, Boundaries): emitting an
// event in the transaction of its change, the delivery job, and the routes (decision 072).

export { createWebhookDeliveryJob, type WebhookDeliveryJob } from './delivery-job';
export {
  emitWebhookEvent,
  hasWebhookSubscribers,
  webhookSubscribersExist,
} from './emit-webhook-event';
export {
  emitWebhookEvents,
  wakeWebhookDelivery,
  webhookEventsInsert,
} from './emit-webhook-events';
export { createWebhookPruneJob } from './prune-deliveries';
export { webhookRoutes } from './routes';
