// The clients API (mounted under /api/v1, signed in), in the request's workspace.
// A client or interaction the caller may not see answers 404 and changes nothing; one
// they see but may not change answers 403 (issue 18, decision 037).
import { type Context, Hono } from 'hono';
import { ZClientMerge, ZDuplicatesQuery } from '../../../core/client-duplicates';
import { ZClientFilterQuery } from '../../../core/client-filter-schemas';
import {
  ZClientBulkAction,
  ZClientBulkAssign,
  ZClientBulkMove,
  ZClientBulkUndo,
  ZClientCreate,
  ZClientExportSelected,
  ZClientListQuery,
  ZClientStatusChange,
  ZClientUpdate,
  ZInteractionCreate,
  ZInteractionUpdate,
  ZPhone,
} from '../../../core/client-schemas';
import { CLIENT_MESSAGES } from '../../../core/messages';
import { badRequest } from '../../http/errors';
import { readJson } from '../../http/json-body';
import { readQuery } from '../../http/read-query';
import type { AppDeps, AppEnv } from '../../http/types';
import { requireWorkspace } from '../../platform/access/require-workspace';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { assignClients } from './assign-clients';
import { bulkChangeClients } from './bulk-clients';
import { changeClientStatus } from './change-client-status';
import { clientFilterOf } from './client-filter';
import { createClient } from './create-client';
import { readCustomListQuery } from './custom-fields/custom-list-query';
import { deleteClient } from './delete-client';
import { downloadResponse, exportFilename } from './download';
import { exportClientsCsv } from './export-clients-csv';
import { exportClientsVCard } from './export-clients-vcard';
import { findDuplicates } from './find-duplicates';
import { getClient } from './get-client';
import { getClientSummary } from './get-client-summary';
import { addInteraction } from './interactions/add-interaction';
import { deleteInteraction } from './interactions/delete-interaction';
import { listInteractions } from './interactions/list-interactions';
import { updateInteraction } from './interactions/update-interaction';
import { listClients } from './list-clients';
import { mergeClients } from './merge-clients';
import { moveClients } from './move-clients';
import { undoBulkClients } from './undo-bulk-clients';
import { updateClient } from './update-client';
import { updateClientPhone } from './update-client-phone';

export function clientRoutes({ database, config }: AppDeps): Hono<AppEnv> {
  const { db } = database;
  // config.publicUrl is read per request (as the invitation and scheduling mails do): a
  // server on port 0 learns its address only after it starts.
  // Every route works in the request's workspace through the one access layer: a
  // workspace the caller is not in, or one where they may not view clients, answers 404.
  const viewing = (c: Context<AppEnv>) => requireWorkspace(c, database, { area: 'clients' });
  const editing = (c: Context<AppEnv>) =>
    requireWorkspace(c, database, { area: 'clients', op: 'edit' });
  // An export "of all matching" takes the list's filters, its custom field ones too (051).
  const exportFilter = async (c: Context<AppEnv>, access: WorkspaceAccess) => ({
    ...clientFilterOf(readQuery(c, ZClientFilterQuery)),
    custom: (await readCustomListQuery(db, access, c)).filters,
  });
  return (
    new Hono<AppEnv>()
      .get('/clients', async (c) => {
        const access = await viewing(c);
        const query = readQuery(c, ZClientListQuery);
        return c.json(
          await listClients(db, access, query, await readCustomListQuery(db, access, c)),
        );
      })
      .post('/clients', async (c) => {
        const access = await editing(c);
        const input = await readJson(c, ZClientCreate);
        return c.json(await createClient(db, access, input, config.publicUrl), 201);
      })
      // Before '/clients/:id' so these words are not taken for ids.
      .get('/clients/summary', async (c) => {
        const access = await viewing(c);
        // The kanban's columns are the statuses: a status filter picks columns, not counts.
        const { status: _status, ...filter } = clientFilterOf(readQuery(c, ZClientFilterQuery));
        // The custom field filters narrow the columns as the built-in ones do.
        const { filters: custom } = await readCustomListQuery(db, access, c);
        return c.json(await getClientSummary(db, access, { ...filter, custom }));
      })
      // Issue 20: candidates for merging, then the merge itself.
      .get('/clients/duplicates', async (c) =>
        c.json(await findDuplicates(db, await viewing(c), readQuery(c, ZDuplicatesQuery))),
      )
      .post('/clients/assign', async (c) => {
        const access = await editing(c);
        const input = await readJson(c, ZClientBulkAssign);
        return c.json(await assignClients(db, access, input, config.publicUrl));
      })
      .post('/clients/move', async (c) => {
        const access = await editing(c);
        const input = await readJson(c, ZClientBulkMove);
        return c.json(await moveClients(db, access, input));
      })
      .post('/clients/bulk', async (c) => {
        const access = await editing(c);
        const input = await readJson(c, ZClientBulkAction);
        return c.json(await bulkChangeClients(db, access, input, config.publicUrl));
      })
      .post('/clients/bulk/undo', async (c) => {
        const access = await editing(c);
        const { token } = await readJson(c, ZClientBulkUndo);
        return c.json(await undoBulkClients(db, access, token));
      })
      .post('/clients/export/selected', async (c) => {
        const access = await viewing(c);
        const { ids, format } = await readJson(c, ZClientExportSelected);
        return format === 'csv'
          ? downloadResponse(
              c,
              exportClientsCsv(db, access, { ids }),
              'text/csv; charset=utf-8',
              exportFilename('csv'),
            )
          : downloadResponse(
              c,
              exportClientsVCard(db, access, { ids }),
              'text/vcard; charset=utf-8',
              exportFilename('vcf'),
            );
      })
      .get('/clients/export.csv', async (c) => {
        const access = await viewing(c);
        const filter = await exportFilter(c, access);
        return downloadResponse(
          c,
          exportClientsCsv(db, access, filter),
          'text/csv; charset=utf-8',
          exportFilename('csv'),
        );
      })
      .get('/clients/export.vcf', async (c) => {
        const access = await viewing(c);
        const filter = await exportFilter(c, access);
        return downloadResponse(
          c,
          exportClientsVCard(db, access, filter),
          'text/vcard; charset=utf-8',
          exportFilename('vcf'),
        );
      })
      .get('/clients/:id', async (c) =>
        c.json(await getClient(db, await viewing(c), c.req.param('id'))),
      )
      .patch('/clients/:id', async (c) => {
        const access = await editing(c);
        const input = await readJson(c, ZClientUpdate);
        return c.json(await updateClient(db, access, c.req.param('id'), input, config.publicUrl));
      })
      .patch('/clients/:id/status', async (c) => {
        const access = await editing(c);
        const { status } = await readJson(c, ZClientStatusChange);
        return c.json(await changeClientStatus(db, access, c.req.param('id'), status));
      })
      .patch('/clients/:id/phones/:index', async (c) => {
        const access = await editing(c);
        const index = c.req.param('index');
        if (!/^\d{1,3}$/.test(index)) throw badRequest(CLIENT_MESSAGES.phoneIndexOutOfRange);
        const phone = await readJson(c, ZPhone);
        return c.json(await updateClientPhone(db, access, c.req.param('id'), Number(index), phone));
      })
      .post('/clients/:id/merge', async (c) => {
        const access = await editing(c);
        const input = await readJson(c, ZClientMerge);
        return c.json(await mergeClients(db, access, c.req.param('id'), input, config.publicUrl));
      })
      .delete('/clients/:id', async (c) => {
        await deleteClient(db, await editing(c), c.req.param('id'));
        return c.body(null, 204);
      })
      .get('/clients/:id/interactions', async (c) =>
        c.json(await listInteractions(db, await viewing(c), c.req.param('id'))),
      )
      .post('/clients/:id/interactions', async (c) => {
        const access = await editing(c);
        const input = await readJson(c, ZInteractionCreate);
        return c.json(await addInteraction(db, access, c.req.param('id'), input), 201);
      })
      .patch('/interactions/:id', async (c) => {
        const access = await editing(c);
        const input = await readJson(c, ZInteractionUpdate);
        return c.json(await updateInteraction(db, access, c.req.param('id'), input));
      })
      .delete('/interactions/:id', async (c) => {
        await deleteInteraction(db, await editing(c), c.req.param('id'));
        return c.body(null, 204);
      })
  );
}
