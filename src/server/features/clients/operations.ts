// The CRM API as the OpenAPI document describes it: clients (routes.ts) and their
// interactions, saved views (views/routes.ts), custom fields (custom-fields/routes.ts),
// follow-up tasks (tasks/routes.ts) and the import (import/routes.ts).
import { z } from 'zod';
import { ZClientMerge, ZDuplicatePage, ZDuplicatesQuery } from '../../../core/client-duplicates';
import { ZClientFilterQuery } from '../../../core/client-filter-schemas';
import {
  ZClient,
  ZClientBulkAction,
  ZClientBulkAssign,
  ZClientBulkMove,
  ZClientBulkResult,
  ZClientBulkUndo,
  ZClientBulkUndone,
  ZClientCreate,
  ZClientExportSelected,
  ZClientListQuery,
  ZClientPage,
  ZClientStatusChange,
  ZClientSummary,
  ZClientsUpdated,
  ZClientUpdate,
  ZInteraction,
  ZInteractionCreate,
  ZInteractionUpdate,
  ZPhone,
} from '../../../core/client-schemas';
import {
  ZClientView,
  ZClientViewCreate,
  ZClientViewDefault,
  ZClientViewList,
  ZClientViewUpdate,
} from '../../../core/client-view-schemas';
import {
  ZCustomField,
  ZCustomFieldCreate,
  ZCustomFieldList,
  ZCustomFieldReorder,
  ZCustomFieldUpdate,
} from '../../../core/custom-field-schemas';
import {
  ZImportPreview,
  ZImportPreviewQuery,
  ZImportQuery,
} from '../../../core/import/import-options';
import {
  ZClientTask,
  ZTaskCreate,
  ZTaskListQuery,
  ZTaskPage,
  ZTaskUpdate,
} from '../../../core/task-schemas';
import {
  binary,
  emptyAnswer,
  type FeatureOperations,
  fileAnswer,
  idParam,
  json,
  jsonAnswer,
  type OperationTag,
} from '../../platform/openapi/operation-spec';

export const clientsTag: OperationTag = {
  name: 'Clients',
  description:
    'The CRM: clients with their interactions and follow-up tasks, custom fields, saved ' +
    'views of the list, duplicates and merging, bulk changes, import and export.',
};

const CUSTOM_FILTERS =
  'Custom field filters are further `cf.<field id>` parameters (`cf.<id>.min`, `.max`, ' +
  '`.from`, `.to` for numbers and dates).';

const CSV = 'text/csv';
const VCARD = 'text/vcard';

export const clientOperations = {
  'GET /api/v1/clients': {
    summary: 'List clients',
    operationId: 'listClients',
    description: `One page of the clients matching the search and filters. ${CUSTOM_FILTERS}`,
    query: ZClientListQuery,
    responses: { 200: jsonAnswer('One page of clients', ZClientPage) },
  },
  'POST /api/v1/clients': {
    summary: 'Create a client',
    operationId: 'createClient',
    body: json(ZClientCreate),
    errors: [403],
    responses: { 201: jsonAnswer('The client created', ZClient) },
  },
  'GET /api/v1/clients/summary': {
    summary: 'Get the clients’ totals',
    operationId: 'getClientSummary',
    description: `The dashboard tiles and the kanban columns’ totals for the search and filters (a status filter is ignored: the columns are the statuses). ${CUSTOM_FILTERS}`,
    query: ZClientFilterQuery,
    responses: { 200: jsonAnswer('Tiles and column totals', ZClientSummary) },
  },
  'GET /api/v1/clients/duplicates': {
    summary: 'List likely duplicate clients',
    operationId: 'listDuplicateClients',
    query: ZDuplicatesQuery,
    responses: { 200: jsonAnswer('Pairs of clients that look like one person', ZDuplicatePage) },
  },
  'POST /api/v1/clients/assign': {
    summary: 'Assign clients to a member',
    operationId: 'assignClients',
    body: json(ZClientBulkAssign),
    errors: [403],
    responses: { 200: jsonAnswer('How many clients changed owner', ZClientsUpdated) },
  },
  'POST /api/v1/clients/move': {
    summary: 'Move clients to another workspace',
    operationId: 'moveClients',
    body: json(ZClientBulkMove),
    errors: [403],
    responses: { 200: jsonAnswer('How many clients moved', ZClientsUpdated) },
  },
  'POST /api/v1/clients/bulk': {
    summary: 'Change many clients at once',
    operationId: 'bulkChangeClients',
    description: 'Status, tags, owner, tasks or deletion for the clients named or matching.',
    body: json(ZClientBulkAction),
    errors: [403],
    responses: { 200: jsonAnswer('What changed, and how to undo it', ZClientBulkResult) },
  },
  'POST /api/v1/clients/bulk/undo': {
    summary: 'Undo a bulk change',
    operationId: 'undoBulkChange',
    body: json(ZClientBulkUndo),
    errors: [403],
    responses: { 200: jsonAnswer('How many clients were put back', ZClientBulkUndone) },
  },
  'POST /api/v1/clients/export/selected': {
    summary: 'Export the clients named',
    operationId: 'exportSelectedClients',
    body: json(ZClientExportSelected),
    responses: {
      200: fileAnswer('A CSV or vCard file of those clients (by `format`)', [CSV, VCARD]),
    },
  },
  'GET /api/v1/clients/export.csv': {
    summary: 'Export clients as CSV',
    operationId: 'exportClientsCsv',
    description: `Every client matching the search and filters. ${CUSTOM_FILTERS}`,
    query: ZClientFilterQuery,
    responses: { 200: fileAnswer('The clients as a CSV file (a download)', CSV) },
  },
  'GET /api/v1/clients/export.vcf': {
    summary: 'Export clients as vCard',
    operationId: 'exportClientsVCard',
    description: `Every client matching the search and filters. ${CUSTOM_FILTERS}`,
    query: ZClientFilterQuery,
    responses: { 200: fileAnswer('The clients as a vCard file (a download)', VCARD) },
  },
  'POST /api/v1/clients/import/preview': {
    summary: 'Preview an import file',
    operationId: 'previewClientImport',
    description:
      'The body is the file itself (CSV, XLS, XLSX or vCard, named by `filename`): answers its first rows and each column’s automatic match.',
    body: binary(),
    query: ZImportPreviewQuery,
    errors: [403, 413, 415],
    responses: { 200: jsonAnswer('What the file holds', ZImportPreview) },
  },
  'POST /api/v1/clients/import': {
    summary: 'Import clients from a file',
    operationId: 'importClients',
    description:
      'The body is the file itself; the query holds the choices made on its preview. The answer streams one JSON object per line: progress, then the result.',
    body: binary(),
    query: ZImportQuery,
    errors: [403, 413, 415],
    responses: { 200: fileAnswer('Progress and result lines (NDJSON)', 'application/x-ndjson') },
  },
  'GET /api/v1/clients/:id': {
    summary: 'Get a client',
    operationId: 'getClient',
    params: idParam,
    responses: { 200: jsonAnswer('The client', ZClient) },
  },
  'PATCH /api/v1/clients/:id': {
    summary: 'Update a client',
    operationId: 'updateClient',
    params: idParam,
    body: json(ZClientUpdate),
    errors: [403],
    responses: { 200: jsonAnswer('The client as saved', ZClient) },
  },
  'PATCH /api/v1/clients/:id/status': {
    summary: 'Change a client’s status',
    operationId: 'changeClientStatus',
    params: idParam,
    body: json(ZClientStatusChange),
    errors: [403],
    responses: { 200: jsonAnswer('The client as saved', ZClient) },
  },
  'PATCH /api/v1/clients/:id/phones/:index': {
    summary: 'Change one of a client’s phones',
    operationId: 'updateClientPhone',
    params: z.object({ id: z.uuid(), index: z.string().regex(/^\d{1,3}$/) }),
    body: json(ZPhone),
    errors: [403],
    responses: { 200: jsonAnswer('The client as saved', ZClient) },
  },
  'POST /api/v1/clients/:id/merge': {
    summary: 'Merge another client into this one',
    operationId: 'mergeClients',
    params: idParam,
    body: json(ZClientMerge),
    errors: [403],
    responses: { 200: jsonAnswer('The surviving client', ZClient) },
  },
  'DELETE /api/v1/clients/:id': {
    summary: 'Delete a client',
    operationId: 'deleteClient',
    params: idParam,
    errors: [403],
    responses: { 204: emptyAnswer('Deleted, with its interactions and tasks') },
  },
  'GET /api/v1/clients/:id/interactions': {
    summary: 'List a client’s interactions',
    operationId: 'listInteractions',
    params: idParam,
    responses: { 200: jsonAnswer('Its interactions, newest first', z.array(ZInteraction)) },
  },
  'POST /api/v1/clients/:id/interactions': {
    summary: 'Log an interaction',
    operationId: 'createInteraction',
    params: idParam,
    body: json(ZInteractionCreate),
    errors: [403],
    responses: { 201: jsonAnswer('The interaction logged', ZInteraction) },
  },
  'PATCH /api/v1/interactions/:id': {
    summary: 'Update an interaction',
    operationId: 'updateInteraction',
    params: idParam,
    body: json(ZInteractionUpdate),
    errors: [403],
    responses: { 200: jsonAnswer('The interaction as saved', ZInteraction) },
  },
  'DELETE /api/v1/interactions/:id': {
    summary: 'Delete an interaction',
    operationId: 'deleteInteraction',
    params: idParam,
    errors: [403],
    responses: { 204: emptyAnswer('Deleted') },
  },
  'GET /api/v1/clients/views': {
    summary: 'List saved views',
    operationId: 'listClientViews',
    responses: { 200: jsonAnswer('The caller’s and the shared views', ZClientViewList) },
  },
  'POST /api/v1/clients/views': {
    summary: 'Save a view',
    operationId: 'createClientView',
    body: json(ZClientViewCreate),
    errors: [409],
    responses: { 201: jsonAnswer('The view saved', ZClientView) },
  },
  'PUT /api/v1/clients/views/default': {
    summary: 'Set my default view',
    operationId: 'setDefaultClientView',
    body: json(ZClientViewDefault),
    responses: { 200: jsonAnswer('The views, the new default marked', ZClientViewList) },
  },
  'PATCH /api/v1/clients/views/:id': {
    summary: 'Update a saved view',
    operationId: 'updateClientView',
    params: idParam,
    body: json(ZClientViewUpdate),
    errors: [403, 409],
    responses: { 200: jsonAnswer('The view as saved', ZClientView) },
  },
  'DELETE /api/v1/clients/views/:id': {
    summary: 'Delete a saved view',
    operationId: 'deleteClientView',
    params: idParam,
    errors: [403],
    responses: { 204: emptyAnswer('Deleted') },
  },
  'GET /api/v1/client-fields': {
    summary: 'List custom fields',
    operationId: 'listCustomFields',
    responses: { 200: jsonAnswer('The workspace’s custom fields, in order', ZCustomFieldList) },
  },
  'POST /api/v1/client-fields': {
    summary: 'Create a custom field',
    operationId: 'createCustomField',
    body: json(ZCustomFieldCreate),
    errors: [403, 409],
    responses: { 201: jsonAnswer('The field created', ZCustomField) },
  },
  'PUT /api/v1/client-fields/order': {
    summary: 'Reorder custom fields',
    operationId: 'reorderCustomFields',
    body: json(ZCustomFieldReorder),
    errors: [403],
    responses: { 200: jsonAnswer('The fields in their new order', ZCustomFieldList) },
  },
  'PATCH /api/v1/client-fields/:id': {
    summary: 'Update a custom field',
    operationId: 'updateCustomField',
    params: idParam,
    body: json(ZCustomFieldUpdate),
    errors: [403, 409],
    responses: { 200: jsonAnswer('The field as saved', ZCustomField) },
  },
  'DELETE /api/v1/client-fields/:id': {
    summary: 'Delete a custom field',
    operationId: 'deleteCustomField',
    params: idParam,
    errors: [403],
    responses: { 204: emptyAnswer('Deleted, with its values on every client') },
  },
  'GET /api/v1/tasks': {
    summary: 'List tasks',
    operationId: 'listTasks',
    query: ZTaskListQuery,
    responses: { 200: jsonAnswer('One page of a group, with every group’s count', ZTaskPage) },
  },
  'GET /api/v1/clients/:id/tasks': {
    summary: 'List a client’s tasks',
    operationId: 'listClientTasks',
    params: idParam,
    responses: { 200: jsonAnswer('Its tasks, open ones first', z.array(ZClientTask)) },
  },
  'POST /api/v1/clients/:id/tasks': {
    summary: 'Create a task',
    operationId: 'createTask',
    params: idParam,
    body: json(ZTaskCreate),
    errors: [403],
    responses: { 201: jsonAnswer('The task created', ZClientTask) },
  },
  'PATCH /api/v1/tasks/:id': {
    summary: 'Update a task',
    operationId: 'updateTask',
    params: idParam,
    body: json(ZTaskUpdate),
    errors: [403],
    responses: { 200: jsonAnswer('The task as saved', ZClientTask) },
  },
  'DELETE /api/v1/tasks/:id': {
    summary: 'Delete a task',
    operationId: 'deleteTask',
    params: idParam,
    errors: [403],
    responses: { 204: emptyAnswer('Deleted') },
  },
} satisfies FeatureOperations;
