// Writes an organization's logo URL (null: none) under a row lock and tells its members,
// inside the caller's transaction. Returns the URL it replaced, whose file the caller
// deletes once the transaction has committed.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { publishOrganizationChange } from './publish-organization-change';

export async function replaceOrganizationLogoUrl(
  trx: Kysely<DB>,
  organizationId: string,
  logoUrl: string | null,
): Promise<string | null> {
  const row = await trx
    .selectFrom('organizations')
    .select('logoUrl')
    .where('id', '=', organizationId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('organizations')
    .set({ logoUrl })
    .where('id', '=', organizationId)
    .execute();
  await publishOrganizationChange(trx, organizationId, 'update');
  return row.logoUrl;
}
