// What lead routing offers the rest of the web (ARCHITECTURE.md, Boundaries).
export { AssignmentLine } from './assignment-line';
export { TeamTab } from './team-tab';
