import { useEffect } from 'react';

/** Sets the tab's title while the page is shown (the server's shell carries a first one). */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
