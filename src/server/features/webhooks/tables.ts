// Kysely's view of the webhook tables (db/migrations/0053_webhooks.sql, decision 072).
import type { ColumnType, Generated } from 'kysely';
import type { WebhookDeliveryStatus } from '../../../core/webhook-schemas';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export type WebhookTables = {
  webhook_endpoints: {
    id: Generated<string>;
    workspaceId: string;
    url: string;
    description: Generated<string>;
    events: string[];
    enabled: Generated<boolean>;
    secret: string;
    createdBy: string | null;
    createdAt: Timestamp;
    updatedAt: Timestamp;
  };
  webhook_deliveries: {
    id: Generated<string>;
    endpointId: string;
    workspaceId: string;
    messageId: string;
    eventType: string;
    payload: string;
    status: ColumnType<
      WebhookDeliveryStatus,
      WebhookDeliveryStatus | undefined,
      WebhookDeliveryStatus
    >;
    attempts: Generated<number>;
    nextAttemptAt: Timestamp;
    leaseToken: string | null;
    leaseUntil: NullableTimestamp;
    responseStatus: number | null;
    durationMs: number | null;
    lastError: string | null;
    deliveredAt: NullableTimestamp;
    redeliveredAt: NullableTimestamp;
    createdAt: Timestamp;
  };
};
