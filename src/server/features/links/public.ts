// What the links feature offers the rest of the server: the only file another feature
// may import from it (ARCHITECTURE.md, Boundaries). Anything not listed here is its own.

export { activeLinkOwners, linksInOrder, raiseClickCounts } from './click-counts';
export { findActiveLink } from './find-active-link';
export {
  listPageLinks,
  type PageHeader,
  type PageItem,
  type PageLink,
  type PageLinks,
} from './list-page-links';
export { countLinksAndClicks } from './service';
