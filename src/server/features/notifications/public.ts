// What the notifications feature offers the rest of the server: the only file another
// feature may import from it (ARCHITECTURE.md, Boundaries). Anything not listed here is its own.
export { createNotification, type NewNotification } from './create-notification';
