// POST /organizations/:orgId/logo: the image squared to 256x256 WebP on the server and
// stored at organization-logos/{orgId}/logo.webp (one file per organization, replaced in
// place; the URL carries a version so browsers fetch the new one).
import type { Kysely } from 'kysely';
import { MESSAGES } from '../../../core/messages';
import type { OrganizationDetail } from '../../../core/organizations';
import type { DB } from '../../db/types';
import { HttpError } from '../../http/errors';
import { loadSharp } from '../../platform/storage/load-sharp';
import type { Storage } from '../../platform/storage/storage';
import { storedPath } from '../profiles/public';
import type { OrganizationAccess } from './organization-access';
import { getOrganizationDetail } from './organization-view';
import { replaceOrganizationLogoUrl } from './replace-organization-logo-url';

export const LOGO_SIZE = 256;
/** Refuses decompression bombs: a small file that decodes to a gigantic bitmap. */
const MAX_INPUT_PIXELS = 50_000_000;

export function logoPath(organizationId: string): string {
  return `organization-logos/${organizationId}/logo.webp`;
}

/** `access` comes from the route's check, made before the upload was read. */
export async function setOrganizationLogo(
  db: Kysely<DB>,
  storage: Storage,
  access: OrganizationAccess,
  image: Buffer,
): Promise<OrganizationDetail> {
  let resized: Buffer;
  try {
    resized = await (await loadSharp())(image, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(LOGO_SIZE, LOGO_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new HttpError('unsupported_media_type', MESSAGES.avatarNotImage);
  }

  const path = logoPath(access.organizationId);
  await storage.put(path, resized, 'image/webp');
  const logoUrl = `${storage.publicUrl(path)}?v=${Date.now().toString(36)}`;
  const previous = await db
    .transaction()
    .execute((trx) => replaceOrganizationLogoUrl(trx, access.organizationId, logoUrl));
  const previousPath = storedPath(previous);
  if (previousPath && previousPath !== path) await storage.delete(previousPath);
  return getOrganizationDetail(db, access);
}
