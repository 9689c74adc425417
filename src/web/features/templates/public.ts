// What the templates feature offers the rest of the web: the only file another feature
// may import from it (ARCHITECTURE.md, Boundaries). Anything not listed here is its own.
export { TemplatesButton } from './templates-button';
export { UseTemplateMenu } from './use-template-menu';
