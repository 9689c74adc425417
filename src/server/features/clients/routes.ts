// The owner's clients API (mounted under /api/v1, signed in). Another user's client
// or interaction answers 404 and changes nothing.
import { Hono } from 'hono';
import {
  ZClientCreate,
  ZClientListQuery,
  ZClientStatusChange,
  ZClientUpdate,
  ZInteractionCreate,
  ZInteractionUpdate,
  ZPhone,
} from '../../../core/client-schemas';
import { CLIENT_MESSAGES } from '../../../core/messages';
import { requireUser } from '../../auth/session';
import { badRequest } from '../../http/errors';
import { readJson } from '../../http/json-body';
import { readQuery } from '../../http/read-query';
import type { AppDeps, AppEnv } from '../../http/types';
import { changeClientStatus } from './change-client-status';
import { createClient } from './create-client';
import { deleteClient } from './delete-client';
import { downloadResponse, exportFilename } from './download';
import { exportClientsCsv } from './export-clients-csv';
import { exportClientsVCard } from './export-clients-vcard';
import { getClient } from './get-client';
import { getClientSummary } from './get-client-summary';
import { addInteraction } from './interactions/add-interaction';
import { deleteInteraction } from './interactions/delete-interaction';
import { listInteractions } from './interactions/list-interactions';
import { updateInteraction } from './interactions/update-interaction';
import { listClients } from './list-clients';
import { updateClient } from './update-client';
import { updateClientPhone } from './update-client-phone';

const ZClientFilterQuery = ZClientListQuery.pick({ q: true, status: true });

export function clientRoutes({ database }: AppDeps): Hono<AppEnv> {
  const { db } = database;
  return (
    new Hono<AppEnv>()
      .get('/clients', async (c) =>
        c.json(await listClients(db, requireUser(c).id, readQuery(c, ZClientListQuery))),
      )
      .post('/clients', async (c) => {
        const user = requireUser(c);
        const input = await readJson(c, ZClientCreate);
        return c.json(await createClient(db, user.id, input), 201);
      })
      // Before '/clients/:id' so these words are not taken for ids.
      .get('/clients/summary', async (c) => {
        const { q } = readQuery(c, ZClientFilterQuery);
        return c.json(await getClientSummary(db, requireUser(c).id, q));
      })
      .get('/clients/export.csv', (c) => {
        const user = requireUser(c);
        const filter = readQuery(c, ZClientFilterQuery);
        return downloadResponse(
          c,
          exportClientsCsv(db, user.id, filter),
          'text/csv; charset=utf-8',
          exportFilename('csv'),
        );
      })
      .get('/clients/export.vcf', (c) => {
        const user = requireUser(c);
        const filter = readQuery(c, ZClientFilterQuery);
        return downloadResponse(
          c,
          exportClientsVCard(db, user.id, filter),
          'text/vcard; charset=utf-8',
          exportFilename('vcf'),
        );
      })
      .get('/clients/:id', async (c) =>
        c.json(await getClient(db, requireUser(c).id, c.req.param('id'))),
      )
      .patch('/clients/:id', async (c) => {
        const user = requireUser(c);
        const input = await readJson(c, ZClientUpdate);
        return c.json(await updateClient(db, user.id, c.req.param('id'), input));
      })
      .patch('/clients/:id/status', async (c) => {
        const user = requireUser(c);
        const { status } = await readJson(c, ZClientStatusChange);
        return c.json(await changeClientStatus(db, user.id, c.req.param('id'), status));
      })
      .patch('/clients/:id/phones/:index', async (c) => {
        const user = requireUser(c);
        const index = c.req.param('index');
        if (!/^\d{1,3}$/.test(index)) throw badRequest(CLIENT_MESSAGES.phoneIndexOutOfRange);
        const phone = await readJson(c, ZPhone);
        return c.json(
          await updateClientPhone(db, user.id, c.req.param('id'), Number(index), phone),
        );
      })
      .delete('/clients/:id', async (c) => {
        await deleteClient(db, requireUser(c).id, c.req.param('id'));
        return c.body(null, 204);
      })
      .get('/clients/:id/interactions', async (c) =>
        c.json(await listInteractions(db, requireUser(c).id, c.req.param('id'))),
      )
      .post('/clients/:id/interactions', async (c) => {
        const user = requireUser(c);
        const input = await readJson(c, ZInteractionCreate);
        return c.json(await addInteraction(db, user.id, c.req.param('id'), input), 201);
      })
      .patch('/interactions/:id', async (c) => {
        const user = requireUser(c);
        const input = await readJson(c, ZInteractionUpdate);
        return c.json(await updateInteraction(db, user.id, c.req.param('id'), input));
      })
      .delete('/interactions/:id', async (c) => {
        await deleteInteraction(db, requireUser(c).id, c.req.param('id'));
        return c.body(null, 204);
      })
  );
}
