// Renders a server-side page to a complete HTML document: static markup, no
// client JavaScript, every value escaped by React.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export function renderDocument(element: ReactElement): string {
  return `<!doctype html>${renderToStaticMarkup(element)}`;
}
