// What the billing feature offers the rest of the server: the only file another feature
// (or the composition root) may import from it (ARCHITECTURE.md, Boundaries).
export { billingRoutes, stripeWebhookRoutes } from './routes';
export { startSeatSync, syncSeatQuantity } from './seat-sync';
