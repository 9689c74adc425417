// GET /clients/:id: one client of the workspace the caller may see, with its owner's name.
import type { Kysely } from 'kysely';
import type { Client } from '../../../core/client-schemas';
import type { DB } from '../../db/types';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { toClientViewWithOwner } from './client-owners';
import { findClient } from './find-client';

export async function getClient(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  clientId: string,
): Promise<Client> {
  return toClientViewWithOwner(db, await findClient(db, access, clientId));
}
