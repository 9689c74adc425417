// What the organizations feature offers the rest of the server: the only file another feature
// may import from it (ARCHITECTURE.md, Boundaries). Anything not listed here is its own.

export { activeOrganizationCount } from './active-organization-count';
export { selectAdminOrganizations, toAdminOrganizationView } from './admin-organization-view';
export {
  findTeamBySlug,
  organizationNameOf,
  type PublicTeam,
  teamSlugOf,
} from './find-team-by-slug';
export { publishOrganizationChange } from './publish-organization-change';
export { loadRoleViews } from './role-view';
export { assertMayAddSeat, seatsOwnedBy, workspaceSeats } from './seats';
export { setOrganizationActive } from './set-organization-active';
