// What other features may use of the webhooks feature: its Settings tab (decision 072).
export { WebhooksTab } from './webhooks-tab';
