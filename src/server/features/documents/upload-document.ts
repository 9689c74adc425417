// Adds a document (spec §5 Documents and uploads): the file has been streamed to a
// temporary file; its thumbnail is made from there, it is copied to storage as
// documents/{userId}/{timestamp}-{random}.{ext} (§7), and the row is inserted within the
// plan's limit (§9: Free holds 1, Pro 10). Whatever fails, nothing is left behind.
//
// Team workspaces (issue 18): the document lands in the current workspace, owned and
// created by the uploader. The plan limit stays a person's: it counts the documents the
// uploader owns in every workspace against the uploader's own tier — a teammate on Free
// uploading into a Business owner's workspace is held to Free's one document, and their
// upload never uses up someone else's plan.
import { randomBytes, randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { ZDocumentUploadDetails } from '../../../core/document-schemas';
import type { DocumentView } from '../../../core/documents';
import { isPlanTier, limitFor, limitReachedMessage, UNLIMITED } from '../../../core/plans';
import type { DB } from '../../db/types';
import { HttpError } from '../../http/errors';
import { publishRecordChange } from '../../platform/access/publish-record-change';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import type { Storage } from '../../platform/storage/storage';
import { documentFileUrl, selectDocumentViews, toDocumentView } from './document-view';
import { makeThumbnail } from './make-thumbnail';
import type { ReceivedUpload } from './receive-upload';

export type DocumentUploadDetails = z.output<typeof ZDocumentUploadDetails>;

/** Serialises one user's document creates, so two uploads cannot both take the last slot. */
async function lockDocumentQuota(trx: Kysely<DB>, userId: string) {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`documents:${userId}`}, 0))`.execute(
    trx,
  );
}

/** Throws the plan's refusal (403) when the user already holds as many documents as allowed. */
export async function checkDocumentQuota(db: Kysely<DB>, userId: string): Promise<void> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('profiles').select('tier').where('userId', '=', userId).as('tier'),
      eb
        .selectFrom('documents')
        .select((count) => count.fn.countAll<number>().as('used'))
        .where('userId', '=', userId)
        .as('used'),
    ])
    .executeTakeFirstOrThrow();
  const tier = isPlanTier(row.tier) ? row.tier : 'free';
  const limit = limitFor(tier, 'documents');
  if (limit !== UNLIMITED && Number(row.used ?? 0) >= limit) {
    throw new HttpError('forbidden', limitReachedMessage(tier, 'documents'));
  }
}

/** The title a document gets when none is given: its file name without the extension. */
function titleFromFilename(filename: string | undefined): string {
  const base = (filename ?? '')
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]*$/, '')
    .trim();
  return (base || 'Untitled document').slice(0, 100);
}

export async function uploadDocument(
  db: Kysely<DB>,
  storage: Storage,
  access: WorkspaceAccess,
  upload: ReceivedUpload,
  details: DocumentUploadDetails,
): Promise<DocumentView> {
  const { userId, workspaceId } = access;
  const { pageCount, webp } = await makeThumbnail(upload.kind, upload.path);

  const id = randomUUID();
  const storagePath = `documents/${userId}/${Date.now()}-${randomBytes(8).toString('hex')}.${upload.extension}`;
  const thumbnailPath = webp ? `documents/${userId}/thumbnails/${id}.webp` : null;
  const stored: string[] = [];
  try {
    await storage.putFile(storagePath, upload.path, upload.contentType);
    stored.push(storagePath);
    if (thumbnailPath && webp) {
      await storage.put(thumbnailPath, webp, 'image/webp');
      stored.push(thumbnailPath);
    }

    await db.transaction().execute(async (trx) => {
      await lockDocumentQuota(trx, userId);
      await checkDocumentQuota(trx, userId);
      await trx
        .insertInto('documents')
        .values({
          id,
          workspaceId,
          userId,
          createdBy: userId,
          title: details.title ?? titleFromFilename(details.filename),
          description: details.description,
          tags: details.tags,
          size: upload.size,
          type: upload.kind,
          originalFilename: details.filename?.trim() || null,
          storagePath,
          fileUrl: documentFileUrl(id),
          thumbnailPath,
          pageCount,
        })
        .execute();
      await publishRecordChange(
        trx,
        workspaceId,
        'documents',
        { ownerId: userId, createdBy: userId },
        { entity: 'documents', op: 'insert', id },
      );
    });
  } catch (error) {
    await Promise.all(stored.map((path) => storage.delete(path)));
    throw error;
  }

  const row = await selectDocumentViews(db)
    .where('documents.id', '=', id)
    .executeTakeFirstOrThrow();
  return toDocumentView(row, userId);
}
