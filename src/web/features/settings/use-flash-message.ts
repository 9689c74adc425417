// A message that shows for a few seconds (spec §9: success messages last 3 s).
import { useCallback, useEffect, useRef, useState } from 'react';

export const FLASH_DURATION_MS = 3000;

export function useFlashMessage(durationMs = FLASH_DURATION_MS) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );
  return { message, show };
}
