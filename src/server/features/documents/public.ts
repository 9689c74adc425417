// What the documents feature offers the rest of the server: the only file another feature
// may import from it (ARCHITECTURE.md, Boundaries). Anything not listed here is its own.
export { getUsage } from './get-usage';
export { projectUsagePeaks } from './project-usage-peaks';
export { type DocumentFigureRow, teamDocumentFigures } from './team-figures';
