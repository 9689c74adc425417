// Settings > Security is the security feature's component (security/security-settings.tsx,
// written separately). It is found with import.meta.glob so this page builds before
// that file exists, and loads it lazily once it does.
import { type ComponentType, lazy, Suspense } from 'react';
import { PageSpinner } from '@/ui/spinner';

const modules = import.meta.glob<{ SecuritySettings: ComponentType }>(
  './security/security-settings.tsx',
);
const load = modules['./security/security-settings.tsx'];
const SecuritySettings = load
  ? lazy(async () => ({ default: (await load()).SecuritySettings }))
  : null;

export function SecuritySection() {
  if (!SecuritySettings) return null;
  return (
    <Suspense fallback={<PageSpinner />}>
      <SecuritySettings />
    </Suspense>
  );
}
