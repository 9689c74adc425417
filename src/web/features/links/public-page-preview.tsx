// A live look at the public Scale Page beside the editor (wide screens only), framed
// like a phone and reloaded after each saved change.
import { useEffect, useState } from 'react';
import { useMe } from '@/web/lib/get-me';

/** The public page drops its cached copy on the change event; give that a moment. */
const RELOAD_DELAY_MS = 400;

export function PublicPagePreview({ version }: { version: number }) {
  const me = useMe();
  const [frameKey, setFrameKey] = useState(version);

  useEffect(() => {
    if (version === 0) return;
    const timer = setTimeout(() => setFrameKey(version), RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [version]);

  const username = me.data?.profile.username;
  return (
    <aside aria-label="Preview of your Scale Page" className="hidden lg:block">
      <div className="sticky top-4 mx-auto w-[300px]">
        <div className="rounded-[2.5rem] border-[10px] border-slate-900 bg-slate-900 shadow-xl">
          <div className="mx-auto mb-1 h-4 w-24 rounded-b-xl bg-slate-900" />
          <div className="h-[560px] overflow-hidden rounded-[1.75rem] bg-white">
            {username ? (
              <iframe
                key={frameKey}
                title="Your Scale Page"
                // ?preview=1: the page does not count the owner's preview as a visit.
                src={`/${encodeURIComponent(username)}?preview=1`}
                // Look, don't touch: a click in here would count as a visitor's click.
                tabIndex={-1}
                className="pointer-events-none size-full border-0"
                loading="lazy"
              />
            ) : null}
          </div>
        </div>
        {username ? (
          <p className="mt-3 text-center text-xs text-muted-foreground">
            Live preview.{' '}
            <a
              href={`/${encodeURIComponent(username)}`}
              target="_blank"
              rel="noreferrer"
              className="font-medium text-brand-700 hover:underline"
            >
              Open your Scale Page
            </a>
          </p>
        ) : null}
      </div>
    </aside>
  );
}
