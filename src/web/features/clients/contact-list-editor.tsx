// One of the form's four contact lists: add, remove and "make default" entries under the
// default-item rule (spec §4) — the shared helpers keep exactly one default.
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { CLIENT_LIST_ITEMS_MAX } from '@/core/client-schemas';
import { removeItem, setDefault, withOneDefault } from '@/core/clients';
import { Button } from '@/ui/button';
import { FieldMessage } from '@/web/components/field-message';

export type ItemFieldProps = {
  /** The input's id; its message uses `${id}-error`. */
  id: string;
  /** e.g. "Phone 2" */
  label: string;
  error: (field: string) => string | undefined;
};

export function ContactListEditor<T extends { isDefault: boolean }>({
  id,
  title,
  noun,
  items,
  newItem,
  errors,
  errorKey,
  onChange,
  renderItem,
}: {
  id: string;
  title: string;
  /** Singular, lower case: "phone". */
  noun: string;
  items: T[];
  newItem: T;
  errors: Record<string, string>;
  /** The list's key in the errors, e.g. "phones". */
  errorKey: string;
  onChange: (items: T[]) => void;
  renderItem: (
    item: T,
    update: (changes: Partial<T>) => void,
    field: (name: string) => ItemFieldProps,
  ) => ReactNode;
}) {
  const label = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <fieldset className="grid min-w-0 gap-2 rounded-xl border border-border p-3">
      <legend className="px-1 text-sm font-medium">{title}</legend>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No {title.toLowerCase()} yet.</p>
      ) : null}
      <ul className="grid gap-3">
        {items.map((item, index) => {
          const n = index + 1;
          const itemId = `${id}-${index}`;
          const field = (name: string): ItemFieldProps => ({
            id: `${itemId}-${name}`,
            label: `${label} ${n}`,
            error: (key: string) => errors[`${errorKey}.${index}.${key}`],
          });
          return (
            // Entries have no id of their own; the position is their identity while editing.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="grid gap-2 rounded-lg bg-muted/50 p-2.5">
              {renderItem(
                item,
                (changes) =>
                  onChange(
                    items.map((current, position) =>
                      position === index ? { ...current, ...changes } : current,
                    ),
                  ),
                field,
              )}
              <div className="flex flex-wrap items-center justify-between gap-2">
                <label className="inline-flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-default`}
                    className="size-4 accent-brand-600"
                    checked={item.isDefault}
                    aria-label={`Make ${noun} ${n} the default`}
                    onChange={() => onChange(setDefault(items, index))}
                  />
                  Default
                </label>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${noun} ${n}`}
                  onClick={() => onChange(removeItem(items, index))}
                >
                  <Trash2 aria-hidden="true" />
                  Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <FieldMessage id={`${id}-error`} message={errors[errorKey]} />
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={items.length >= CLIENT_LIST_ITEMS_MAX}
        onClick={() => onChange(withOneDefault([...items, { ...newItem }]))}
      >
        <Plus aria-hidden="true" />
        Add {noun}
      </Button>
    </fieldset>
  );
}
