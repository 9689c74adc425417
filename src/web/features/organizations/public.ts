// What the organizations feature offers the rest of the web: the only file another feature
// may import from it (ARCHITECTURE.md, Boundaries). Anything not listed here is its own.
export {
  ORGANIZATIONS_QUERY_KEY,
  organizationQueryOptions,
  useOrganization,
  useOrganizations,
} from './api/organization-queries';
export { mayChangeRecord, useCurrentOrganization } from './current-organization';
export { areaLevelText, levelLines } from './members/level-text';
export { OrganizationLoadError } from './organization-load-error';
export { OrganizationSettingsForm } from './organization-settings-form';
export { TeamReadOnlyBanner } from './team-read-only-banner';
export { useWorkspaceMembers, type WorkspaceMember } from './workspace-members';
