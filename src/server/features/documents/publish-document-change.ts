// Tells the browsers of everyone who sees a document that it changed: the members of its
// workspace whose documents view level covers it (platform/access's publishRecordChange)
// and the members of every project it is in ("Shared with me" and the project sheets
// refresh). Called inside the write's transaction, so nobody hears of a rolled-back change.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { publishRecordChange } from '../../platform/access/publish-record-change';
import type { ChangeEvent } from '../../platform/events/publish';

export type DocumentAudience = {
  workspaceId: string;
  ownerId: string;
  createdBy: string | null;
  /** The members of the projects holding it. */
  projectMembers: string[];
};

/** Who sees the document now; read it before a delete, which cascades its project places away. */
export async function documentAudience(
  trx: Kysely<DB>,
  document: { id: string; workspaceId: string; userId: string; createdBy: string | null },
): Promise<DocumentAudience> {
  const members = await trx
    .selectFrom('project_documents')
    .innerJoin('project_members', 'project_members.projectId', 'project_documents.projectId')
    .select('project_members.userId')
    .distinct()
    .where('project_documents.documentId', '=', document.id)
    .execute();
  return {
    workspaceId: document.workspaceId,
    ownerId: document.userId,
    createdBy: document.createdBy,
    projectMembers: members.map((member) => member.userId),
  };
}

export async function publishDocumentChange(
  trx: Kysely<DB>,
  audience: DocumentAudience,
  op: ChangeEvent['op'],
  documentId: string,
  entity: ChangeEvent['entity'] = 'documents',
): Promise<void> {
  await publishRecordChange(
    trx,
    audience.workspaceId,
    'documents',
    { ownerId: audience.ownerId, createdBy: audience.createdBy },
    { entity, op, id: documentId },
    audience.projectMembers,
  );
}
