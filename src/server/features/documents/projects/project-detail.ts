// ProjectDetail: the project as the caller sees it, with its documents, its members and
// the limits its owner's plan sets. Callers check membership first (requireProjectAccess).
import type { Kysely } from 'kysely';
import type { DocumentView } from '../../../../core/documents';
import { DOCUMENT_MESSAGES } from '../../../../core/messages';
import { PLAN_LIMITS } from '../../../../core/plans';
import type { ProjectDetail, ProjectMemberView } from '../../../../core/project-schemas';
import type { DB } from '../../../db/types';
import { notFound } from '../../../http/errors';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { selectDocumentViews, toDocumentView } from '../document-view';
import { tierOf } from './project-limit';
import { loadProjectViews } from './project-view';

const ROLE_ORDER = { owner: 0, editor: 1, viewer: 2 } as const;

export async function loadProjectDetail(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  projectId: string,
): Promise<ProjectDetail> {
  const [view] = await loadProjectViews(db, access, projectId);
  if (!view) throw notFound(DOCUMENT_MESSAGES.projectNotFound);
  const project = await db
    .selectFrom('projects')
    .select('userId')
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  const tier = await tierOf(db, project.userId);
  return {
    ...view,
    documents: await loadProjectDocuments(db, access.userId, projectId),
    members: await loadProjectMembers(db, projectId),
    limits: {
      documentsPerProject: PLAN_LIMITS[tier].documentsPerProject,
      membersPerProject: PLAN_LIMITS[tier].membersPerProject,
    },
  };
}

export async function loadProjectMembers(
  db: Kysely<DB>,
  projectId: string,
): Promise<ProjectMemberView[]> {
  const rows = await db
    .selectFrom('project_members as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .leftJoin('profiles as p', 'p.userId', 'm.userId')
    .select(['m.id', 'm.userId', 'm.role', 'p.displayName', 'p.avatarUrl', 'u.email', 'u.image'])
    .where('m.projectId', '=', projectId)
    .execute();
  const sortKey = (row: { displayName: string | null; email: string }) =>
    row.displayName?.trim() || row.email;
  return rows
    .sort(
      (a, b) =>
        ROLE_ORDER[a.role] - ROLE_ORDER[b.role] ||
        sortKey(a).localeCompare(sortKey(b), 'en', { sensitivity: 'base' }),
    )
    .map((row) => ({
      id: row.id,
      userId: row.userId,
      displayName: row.displayName?.trim() || null,
      email: row.email,
      avatarUrl: row.avatarUrl ?? row.image ?? null,
      role: row.role,
    }));
}

/** The project's documents, newest added first, as the caller may see them. */
async function loadProjectDocuments(
  db: Kysely<DB>,
  userId: string,
  projectId: string,
): Promise<DocumentView[]> {
  const rows = await selectDocumentViews(db)
    .innerJoin('project_documents as pd', 'pd.documentId', 'documents.id')
    .where('pd.projectId', '=', projectId)
    .orderBy('pd.createdAt', 'desc')
    .orderBy('documents.id')
    .execute();
  return rows.map((row) => toDocumentView(row, userId));
}
