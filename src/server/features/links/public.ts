// What the links feature offers the rest of the server: the only file another feature
// may import from it (ARCHITECTURE.md, Boundaries). Anything not listed here is its own.

export { activeLinkOwners, linksInOrder, raiseClickCounts } from './click-counts';
export { findActiveLink } from './find-active-link';
export { listActiveLinks } from './list-active-links';
export { countLinksAndClicks } from './service';
