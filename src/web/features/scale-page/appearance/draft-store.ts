// The look being edited and not yet saved, shared with the links card's live preview
// (links/public-page-preview.tsx), which draws the page with it. `version` moves on
// every save, so the preview reloads the saved page.
import { useSyncExternalStore } from 'react';
import type { Appearance } from '@/core/appearance/appearance-schemas';

export type AppearanceDraft = { draft: Appearance | null; version: number };

let state: AppearanceDraft = { draft: null, version: 0 };
const listeners = new Set<() => void>();

function emit(next: AppearanceDraft) {
  state = next;
  for (const listener of listeners) listener();
}

export function setAppearanceDraft(draft: Appearance | null) {
  if (JSON.stringify(draft) === JSON.stringify(state.draft)) return;
  emit({ ...state, draft });
}

export function markAppearanceSaved() {
  emit({ draft: null, version: state.version + 1 });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useAppearanceDraft(): AppearanceDraft {
  return useSyncExternalStore(subscribe, () => state);
}

/** The preview's address for a draft: the owner's page drawn with the unsaved look. */
export function appearancePreviewUrl(draft: Appearance): string {
  return `/api/v1/scale-page/appearance/preview?preview=1&draft=${encodeURIComponent(JSON.stringify(draft))}`;
}
