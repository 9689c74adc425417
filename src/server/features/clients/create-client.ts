// Adds a client from the form (or the lead form): the plan's limit and the unique
// e-mail are checked under the user's quota lock, in the transaction that inserts.
import type { Kysely } from 'kysely';
import type { Client, ClientCreate } from '../../../core/client-schemas';
import { CLIENT_MESSAGES } from '../../../core/messages';
import { UNLIMITED } from '../../../core/plans';
import { inTransaction } from '../../db/in-transaction';
import type { DB } from '../../db/types';
import { HttpError } from '../../http/errors';
import { publishChange } from '../../platform/events/publish';
import { clientQuota, lockClientQuota } from './client-quota';
import { toClientRow } from './client-row';
import { toClientView } from './client-view';
import { duplicateEmailError, isDuplicateEmail } from './duplicate-email';
import { findClientIdByEmail } from './find-client-id-by-email';

export async function createClient(
  db: Kysely<DB>,
  userId: string,
  input: ClientCreate,
): Promise<Client> {
  const values = toClientRow(userId, input);
  try {
    return await inTransaction(db, async (trx) => {
      await lockClientQuota(trx, userId);
      const { limit, used } = await clientQuota(trx, userId);
      if (limit !== UNLIMITED && used >= limit) {
        throw new HttpError('forbidden', CLIENT_MESSAGES.clientLimit(limit));
      }
      if (values.email && (await findClientIdByEmail(trx, userId, values.email))) {
        throw duplicateEmailError();
      }
      const row = await trx
        .insertInto('clients')
        .values(values)
        .returningAll()
        .executeTakeFirstOrThrow();
      await publishChange(trx, userId, { entity: 'clients', op: 'insert', id: row.id });
      return toClientView(row);
    });
  } catch (error) {
    if (isDuplicateEmail(error)) throw duplicateEmailError();
    throw error;
  }
}
