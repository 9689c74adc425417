// DELETE /organizations/:orgId/logo: the organization forgets its logo and the stored
// file goes too (after the commit, so a rollback never leaves a URL to a missing file).
import type { Kysely } from 'kysely';
import { ORG_MESSAGES, WORKSPACE_MESSAGES } from '../../../core/messages';
import type { OrganizationDetail } from '../../../core/organizations';
import type { DB } from '../../db/types';
import type { Storage } from '../../platform/storage/storage';
import { storedPath } from '../profiles/public';
import { requireOrganizationAccess } from './organization-access';
import { getOrganizationDetail } from './organization-view';
import { replaceOrganizationLogoUrl } from './replace-organization-logo-url';

export async function removeOrganizationLogo(
  db: Kysely<DB>,
  storage: Storage,
  userId: string,
  organizationId: string,
): Promise<OrganizationDetail> {
  const { access, previous } = await db.transaction().execute(async (trx) => {
    const access = await requireOrganizationAccess(trx, userId, organizationId, {
      action: 'settings.edit',
      refusedInPersonal: WORKSPACE_MESSAGES.personalSettingsFixed,
      deniedMessage: ORG_MESSAGES.noEditPermission,
    });
    const previous = await replaceOrganizationLogoUrl(trx, access.organizationId, null);
    return { access, previous };
  });
  const path = storedPath(previous);
  if (path) await storage.delete(path);
  return getOrganizationDetail(db, access);
}
