// A chosen image shown at once, before or without its upload. The object URL is
// released when replaced and on unmount, so picking again never leaks the last one.
import { useCallback, useEffect, useState } from 'react';

export function usePreviewUrl(): [string | null, (file: File | null) => void] {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const show = useCallback(
    (file: File | null) => setPreview(file ? URL.createObjectURL(file) : null),
    [],
  );
  return [preview, show];
}
