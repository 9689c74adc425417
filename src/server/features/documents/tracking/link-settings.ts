// A tracking link's controls as the columns they are stored in (issue 23): the password
// hashed, and the gate's version raised whenever the gate becomes stricter or its
// password changes, so a visitor who passed the old gate meets the new one.
import type { Kysely, Updateable } from 'kysely';
import type { z } from 'zod';
import type { ZTrackingLinkUpdate } from '../../../../core/document-schemas';
import type { DB } from '../../../db/types';
import { hashLinkPassword } from './link-password';

type Settings = Omit<z.output<typeof ZTrackingLinkUpdate>, 'label' | 'isActive'>;
type LinkColumns = Updateable<DB['document_tracking_links']>;

export async function settingsColumns(
  input: Settings,
  current?: { requireEmail: boolean; verifyEmail: boolean },
): Promise<{ columns: LinkColumns; gateChanged: boolean }> {
  const columns: LinkColumns = {};
  if (input.requireEmail !== undefined) columns.requireEmail = input.requireEmail;
  if (input.verifyEmail !== undefined) columns.verifyEmail = input.verifyEmail;
  // A verified e-mail is an e-mail gate: asking for a code without the address makes no sense.
  if (input.verifyEmail === true) columns.requireEmail = true;
  if (input.requireEmail === false) columns.verifyEmail = false;
  if (input.password !== undefined) {
    columns.passwordHash = input.password === null ? null : await hashLinkPassword(input.password);
  }
  if (input.expiresAt !== undefined) columns.expiresAt = input.expiresAt;
  if (input.allowDownload !== undefined) columns.allowDownload = input.allowDownload;
  if (input.notifyOnView !== undefined) columns.notifyOnView = input.notifyOnView;
  if (input.watermark !== undefined) columns.watermark = input.watermark;
  const gateChanged =
    typeof input.password === 'string' ||
    (columns.requireEmail === true && current?.requireEmail !== true) ||
    (columns.verifyEmail === true && current?.verifyEmail !== true);
  return { columns, gateChanged };
}

/**
 * Writes a link's label, state and controls (a document's link or a data room's, which
 * share the table) and raises its gate version when the gate changed; answers the row.
 */
export async function writeLinkUpdate(
  trx: Kysely<DB>,
  link: { id: string; requireEmail: boolean; verifyEmail: boolean },
  input: z.output<typeof ZTrackingLinkUpdate>,
) {
  const { label, isActive, ...settings } = input;
  const { columns, gateChanged } = await settingsColumns(settings, link);
  return trx
    .updateTable('document_tracking_links')
    .set((eb) => ({
      ...(label !== undefined ? { label } : {}),
      ...(isActive !== undefined ? { isActive } : {}),
      ...columns,
      ...(gateChanged ? { gateVersion: eb('gateVersion', '+', 1) } : {}),
    }))
    .where('id', '=', link.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
