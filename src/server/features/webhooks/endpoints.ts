// A workspace's webhook endpoints (decision 072), through the access layer: the rows are
// the workspace's settings-like rows (workspaceRowFilter 'webhook_endpoints'), managed by
// those who may edit the workspace's settings — 403 for other members, 404 for an id of
// another workspace.
import type { Kysely } from 'kysely';
import {
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_MESSAGES,
  type WebhookEndpoint,
  type WebhookEndpointCreate,
  type WebhookEndpointUpdate,
  type WebhookEventType,
} from '../../../core/webhook-schemas';
import type { DB } from '../../db/types';
import { badRequest, HttpError, notFound } from '../../http/errors';
import {
  mayUseWorkspaceRows,
  type RecordOp,
  type WorkspaceAccess,
  workspaceRowFilter,
} from '../../platform/access/workspace-access';
import { checkEndpointUrl } from './endpoint-url';
import { newWebhookSecret } from './webhook-signature';

type EndpointRow = {
  id: string;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  secret: string;
  createdAt: Date;
  updatedAt: Date;
};

const COLUMNS = [
  'id',
  'url',
  'description',
  'events',
  'enabled',
  'secret',
  'createdAt',
  'updatedAt',
] as const;

export function toEndpointView(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    enabled: row.enabled,
    secret: row.secret,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** 403 when the caller may not manage this workspace's webhooks at all. */
export function checkManages(access: WorkspaceAccess, op: RecordOp): void {
  if (!mayUseWorkspaceRows(access, 'webhook_endpoints', op)) {
    throw new HttpError('forbidden', WEBHOOK_MESSAGES.noPermission);
  }
}

const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** An endpoint of this workspace the caller may `op`: 403 without the key, 404 otherwise. */
export async function findEndpoint(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  id: string,
  op: RecordOp,
): Promise<EndpointRow> {
  checkManages(access, op);
  if (!isUuid(id)) throw notFound(WEBHOOK_MESSAGES.notFound);
  const row = await db
    .selectFrom('webhook_endpoints')
    .select(COLUMNS)
    .where('id', '=', id)
    .where(workspaceRowFilter(access, 'webhook_endpoints', op))
    .executeTakeFirst();
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return row;
}

export async function listEndpoints(
  db: Kysely<DB>,
  access: WorkspaceAccess,
): Promise<WebhookEndpoint[]> {
  checkManages(access, 'view');
  const rows = await db
    .selectFrom('webhook_endpoints')
    .select(COLUMNS)
    .where(workspaceRowFilter(access, 'webhook_endpoints', 'view'))
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map(toEndpointView);
}

export async function createEndpoint(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  input: WebhookEndpointCreate,
  isProduction: boolean,
): Promise<WebhookEndpoint> {
  checkManages(access, 'edit');
  const url = await checkEndpointUrl(input.url, isProduction);
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('webhook_endpoints')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(workspaceRowFilter(access, 'webhook_endpoints', 'edit'))
      .executeTakeFirstOrThrow();
    if (Number(existing.count) >= WEBHOOK_ENDPOINTS_MAX) throw badRequest(WEBHOOK_MESSAGES.tooMany);
    const row = await trx
      .insertInto('webhook_endpoints')
      .values({
        workspaceId: access.workspaceId,
        url,
        description: input.description,
        events: input.events,
        enabled: input.enabled,
        secret: newWebhookSecret(),
        createdBy: access.userId,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return toEndpointView(row);
  });
}

export async function updateEndpoint(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  id: string,
  input: WebhookEndpointUpdate,
  isProduction: boolean,
): Promise<WebhookEndpoint> {
  const found = await findEndpoint(db, access, id, 'edit');
  const url = input.url === undefined ? undefined : await checkEndpointUrl(input.url, isProduction);
  const row = await db
    .updateTable('webhook_endpoints')
    .set({
      ...(url === undefined ? {} : { url }),
      ...(input.events === undefined ? {} : { events: input.events }),
      ...(input.description === undefined ? {} : { description: input.description }),
      ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
      updatedAt: new Date(),
    })
    .where('id', '=', found.id)
    .where(workspaceRowFilter(access, 'webhook_endpoints', 'edit'))
    .returning(COLUMNS)
    .executeTakeFirst();
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return toEndpointView(row);
}

export async function rotateEndpointSecret(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  id: string,
): Promise<WebhookEndpoint> {
  const found = await findEndpoint(db, access, id, 'edit');
  const row = await db
    .updateTable('webhook_endpoints')
    .set({ secret: newWebhookSecret(), updatedAt: new Date() })
    .where('id', '=', found.id)
    .where(workspaceRowFilter(access, 'webhook_endpoints', 'edit'))
    .returning(COLUMNS)
    .executeTakeFirst();
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return toEndpointView(row);
}

export async function deleteEndpoint(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  id: string,
): Promise<void> {
  const found = await findEndpoint(db, access, id, 'edit');
  await db
    .deleteFrom('webhook_endpoints')
    .where('id', '=', found.id)
    .where(workspaceRowFilter(access, 'webhook_endpoints', 'edit'))
    .execute();
}
