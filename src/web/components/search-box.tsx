// A list's search box: the list follows what is typed after a short pause (the caller
// puts it in ?q=), and follows ?q= back when the URL changes elsewhere.
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/ui/cn';
import { Input } from '@/ui/input';

const SEARCH_DELAY_MS = 300;

export function SearchBox({
  q,
  label,
  placeholder,
  className,
  onSearch,
}: {
  q: string;
  label: string;
  placeholder: string;
  className?: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(q);
  // The latest callback without restarting the delay on every parent render.
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // The URL changed elsewhere (back button, a link, a tab switch): show its search.
  useEffect(() => setText(q), [q]);

  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => onSearchRef.current(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q]);

  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        className="pl-9"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
