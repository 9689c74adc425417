// What the auth feature offers the rest of the web: the only file another feature
// may import from it (ARCHITECTURE.md, Boundaries). Anything not listed here is its own.
export { AuthLayout } from './auth-layout';
