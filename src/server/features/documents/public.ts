// What the documents feature offers the rest of the server: the only file another feature
// may import from it (ARCHITECTURE.md, Boundaries). Anything not listed here is its own.
export { type DocumentFigureRow, teamDocumentFigures } from './team-figures';
