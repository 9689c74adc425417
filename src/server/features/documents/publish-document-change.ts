// Tells the browsers of everyone who sees a document that it changed: its owner and the
// members of every project it is in ("Shared with me" and the project sheets refresh).
// Called inside the write's transaction, so nobody hears of a rolled-back change.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { type ChangeEvent, publishChange } from '../../platform/events/publish';

/** Who sees the document now; read it before a delete, which cascades its project places away. */
export async function documentAudience(
  trx: Kysely<DB>,
  ownerId: string,
  documentId: string,
): Promise<string[]> {
  const members = await trx
    .selectFrom('project_documents')
    .innerJoin('project_members', 'project_members.projectId', 'project_documents.projectId')
    .select('project_members.userId')
    .distinct()
    .where('project_documents.documentId', '=', documentId)
    .execute();
  return [...new Set([ownerId, ...members.map((member) => member.userId)])];
}

export async function publishDocumentChange(
  trx: Kysely<DB>,
  audience: readonly string[],
  op: ChangeEvent['op'],
  documentId: string,
): Promise<void> {
  for (const userId of audience) {
    await publishChange(trx, userId, { entity: 'documents', op, id: documentId });
  }
}
