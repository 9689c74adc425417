// Who may change a workspace's custom fields: the access layer's rule for
// client_custom_fields (those who may edit the workspace's settings, and in a Personal
// workspace its owner). Someone who sees the field but may not change it gets 403, so
// the check runs before the queries, which would find nothing for them.
import { CUSTOM_FIELD_MESSAGES } from '../../../../core/messages';
import { HttpError } from '../../../http/errors';
import {
  mayUseWorkspaceRows,
  type WorkspaceAccess,
} from '../../../platform/access/workspace-access';

export function requireFieldSettingsEdit(access: WorkspaceAccess): void {
  if (mayUseWorkspaceRows(access, 'client_custom_fields', 'edit')) return;
  throw new HttpError('forbidden', CUSTOM_FIELD_MESSAGES.noPermission);
}
