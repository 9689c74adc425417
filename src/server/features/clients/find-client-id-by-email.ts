// The workspace's client that already has this primary e-mail (the unique index's
// definition: one address once per workspace, whoever owns it).
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

export async function findClientIdByEmail(
  db: Kysely<DB>,
  workspaceId: string,
  email: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('clients')
    .select('id')
    .where('workspaceId', '=', workspaceId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
  return row?.id;
}
