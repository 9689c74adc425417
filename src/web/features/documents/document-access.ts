// What the caller may do with documents in the current workspace (issue 18), from the
// same levels the server checks (src/core/access.ts): upload at all, and change one
// document — any of the workspace's at edit level "all", their own at "own".
import { levelsFrom } from '@/core/access';
import type { DocumentView } from '@/core/documents';
import { useCurrentOrganization } from '@/web/features/organizations/public';

export function useDocumentAccess() {
  const { currentId, organization, allows } = useCurrentOrganization();
  const canEdit = allows('documents.edit');
  const level =
    currentId === null
      ? 'all'
      : organization
        ? levelsFrom(organization.permissions).documents.edit
        : 'none';
  return {
    canEdit,
    /** A document of the current workspace's list the caller may edit, delete or move. */
    mayEdit: (document: DocumentView) => canEdit && (level === 'all' || document.isOwn),
  };
}
