// The workspace's client a lead already is (issue 22): one holding the lead's e-mail or
// phone anywhere in its lists, found by the duplicate keys migration 0038 keeps (the
// duplicates finder's and the import's normalisation, core/client-duplicates.ts). An
// e-mail match wins over a phone match; among several, the oldest client.
import { type Kysely, sql } from 'kysely';
import { emailKey, phoneKey } from '../../../core/client-duplicates';
import type { DB } from '../../db/types';

export type ContactMatch = { id: string; name: string; userId: string | null };

export async function findClientByContact(
  db: Kysely<DB>,
  workspaceId: string,
  contact: { email?: string | null; phone?: string | null },
): Promise<ContactMatch | undefined> {
  const keys = [
    ...(emailKey(contact.email)
      ? [{ kind: 'email' as const, key: emailKey(contact.email) as string }]
      : []),
    ...(phoneKey(contact.phone)
      ? [{ kind: 'phone' as const, key: phoneKey(contact.phone) as string }]
      : []),
  ];
  if (keys.length === 0) return undefined;
  const row = await db
    .selectFrom('client_duplicate_keys as k')
    .innerJoin('clients as c', 'c.id', 'k.clientId')
    .select(['c.id', 'c.name', 'c.userId'])
    .where('k.workspaceId', '=', workspaceId)
    .where((eb) =>
      eb.or(keys.map(({ kind, key }) => eb.and([eb('k.kind', '=', kind), eb('k.key', '=', key)]))),
    )
    // E-mail first (it names one person; a phone may be an office's), then the oldest.
    .orderBy(sql`k.kind = 'email'`, 'desc')
    .orderBy('c.createdAt')
    .orderBy('c.id')
    .limit(1)
    .executeTakeFirst();
  return row;
}
