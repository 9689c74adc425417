// Who may change a workspace's custom fields: those who may edit its settings
// (org:settings:edit, as the organization's own settings are guarded), and in a
// Personal workspace its owner, who holds every key there. Reading them needs only the
// clients view level (every form and list shows them).
import { can } from '../../../../core/access';
import { CUSTOM_FIELD_MESSAGES } from '../../../../core/messages';
import { HttpError } from '../../../http/errors';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';

export function requireFieldSettingsEdit(access: WorkspaceAccess): void {
  if (access.isPersonal || can(access.permissions, 'settings.edit')) return;
  throw new HttpError('forbidden', CUSTOM_FIELD_MESSAGES.noPermission);
}
