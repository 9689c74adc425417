// GET /api-keys: the workspace's live keys, newest first (never a secret).
import type { Kysely } from 'kysely';
import type { ApiKeyView } from '../../../core/api-key-schemas';
import type { DB } from '../../db/types';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { loadApiKeyViews } from './api-key-view';

export function listApiKeys(db: Kysely<DB>, access: WorkspaceAccess): Promise<ApiKeyView[]> {
  return loadApiKeyViews(db, access.workspaceId);
}
