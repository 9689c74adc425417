import { useEffect } from 'react';

/**
 * Sets the tab's title, and keeps shared documents out of search results: the link is
 * meant for the person it was sent to (the API answers with X-Robots-Tag too).
 */
export function useViewerTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
