// What the activity feature offers the rest of the server: the only file another feature
// may import from it (ARCHITECTURE.md, Boundaries). Anything not listed here is its own.
export { moveClientActivity } from './move-client-activity';
export { activityInsert, recordActivity } from './record-activity';
export type { ImportRecord } from './record-import-activity';
export { recordImportedClients } from './record-import-activity';
