// What the analytics feature offers the rest of the server: the only file another feature
// may import from it (ARCHITECTURE.md, Boundaries). Anything not listed here is its own.
export { isBot } from './is-bot';
export { parseUserAgent } from './parse-user-agent';
export { type PageFigureRow, teamPageFigures } from './team-figures';
