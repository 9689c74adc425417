// A live look at the public Scale Page beside the editor (wide screens, and small ones
// while the appearance is edited), framed like a phone and reloaded after each saved
// change; an unsaved appearance (issue 23) is drawn by the server's preview at once.
import { useEffect, useState } from 'react';
import { appearancePreviewUrl, useAppearanceDraft } from '@/web/features/scale-page/public';
import { useMe } from '@/web/lib/get-me';

/** The public page drops its cached copy on the change event; give that a moment. */
const RELOAD_DELAY_MS = 400;

/** Typing a colour changes the look many times a second: the frame follows the last one. */
const DRAFT_DELAY_MS = 250;

export function PublicPagePreview({
  version,
  showOnSmallScreens = false,
}: {
  version: number;
  showOnSmallScreens?: boolean;
}) {
  const me = useMe();
  const appearance = useAppearanceDraft();
  const savedVersion = version + appearance.version;
  const [frameKey, setFrameKey] = useState(savedVersion);
  const [draftUrl, setDraftUrl] = useState<string | null>(null);

  useEffect(() => {
    if (savedVersion === 0) return;
    const timer = setTimeout(() => setFrameKey(savedVersion), RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [savedVersion]);

  useEffect(() => {
    const next = appearance.draft ? appearancePreviewUrl(appearance.draft) : null;
    const timer = setTimeout(() => setDraftUrl(next), next ? DRAFT_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [appearance.draft]);

  const username = me.data?.profile.username;
  return (
    <aside
      aria-label="Preview of your Scale Page"
      className={showOnSmallScreens ? 'block' : 'hidden lg:block'}
    >
      <div className="sticky top-4 mx-auto w-[300px]">
        <div className="rounded-[2.5rem] border-[10px] border-slate-900 bg-slate-900 shadow-xl">
          <div className="mx-auto mb-1 h-4 w-24 rounded-b-xl bg-slate-900" />
          <div className="h-[560px] overflow-hidden rounded-[1.75rem] bg-white">
            {username ? (
              <iframe
                key={draftUrl ? 'draft' : frameKey}
                title="Your Scale Page"
                // ?preview=1: the page does not count the owner's preview as a visit.
                src={draftUrl ?? `/${encodeURIComponent(username)}?preview=1`}
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
