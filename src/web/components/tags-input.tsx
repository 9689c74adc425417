// Tags: typed into one box and added with the Add button or Enter, trimmed, without
// duplicates (ignoring case); each shown as a chip that can be removed. With `limit`, a
// count against it is shown beside the label.
import { X } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { describedBy, FieldMessage } from './field-message';

export function TagsInput({
  id,
  tags,
  error,
  onChange,
  maxLength,
  placeholder,
  limit,
}: {
  id: string;
  tags: string[];
  error: string | undefined;
  onChange: (tags: string[]) => void;
  /** Longest tag the input accepts. */
  maxLength: number;
  placeholder: string;
  /** Most tags allowed; shown as a count when given. */
  limit?: number;
}) {
  const [draft, setDraft] = useState('');

  function add() {
    const tag = draft.trim();
    if (tag === '') return;
    if (!tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) {
      onChange([...tags, tag]);
    }
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter adds the tag instead of submitting the whole form.
    event.preventDefault();
    add();
  }

  return (
    <div className="grid content-start gap-1.5">
      {limit === undefined ? (
        <Label htmlFor={id}>Tags</Label>
      ) : (
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor={id}>Tags</Label>
          <span className="text-xs tabular-nums text-muted-foreground">
            {tags.length}/{limit}
          </span>
        </div>
      )}
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          {...describedBy(id, error)}
        />
        <Button type="button" variant="outline" onClick={add}>
          Add tag
        </Button>
      </div>
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Added tags">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-100 py-0.5 pr-1 pl-2.5 text-xs font-medium text-brand-800"
            >
              <span className="truncate">{tag}</span>
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-brand-200 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(tags.filter((existing) => existing !== tag))}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}
