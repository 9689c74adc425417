// A moment shown as "5 minutes ago", with the exact time in its tooltip, kept current
// while the page stays open.
import { useEffect, useState } from 'react';
import { formatExactTime, formatTimeAgo } from '@/web/lib/time-ago';

const TICK_MS = 30_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function TimeAgo({ iso, className }: { iso: string; className?: string }) {
  const now = useNow();
  return (
    <time dateTime={iso} title={formatExactTime(iso)} className={className}>
      {formatTimeAgo(iso, now)}
    </time>
  );
}
