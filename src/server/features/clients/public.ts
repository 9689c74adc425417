// What the clients feature offers the rest of the server: the only file another feature
// may import from it (ARCHITECTURE.md, Boundaries). Anything not listed here is its own.

export { assignmentHistory } from './assignment-history';
export { containsPattern } from './client-filter';
export { toClientViewWithOwner } from './client-owners';
export { clientQuota, lockClientQuota } from './client-quota';
export { toClientView } from './client-view';
export { createRoutedClient, type RoutedClientInput } from './create-routed-client';
export { findClient } from './find-client';
export { type ContactMatch, findClientByContact } from './find-client-by-contact';
export { handOverClients } from './hand-over-clients';
export { phoneCountryOf } from './import/phone-country';
export { updateInteraction } from './interactions/update-interaction';
export {
  latestClientAssignment,
  recordClientAssignment,
} from './record-client-assignment';
export { addInteraction, countClientsAndWon, createClient, findClientIdByEmail } from './service';
export { countMyTasksDueToday } from './tasks/list-tasks';
export { type ClientFigureRow, teamClientFigures } from './team-figures';
