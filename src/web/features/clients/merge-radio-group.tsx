// One field of the merge step: its label and one radio per value it may keep (each side,
// sometimes both), side by side on wide screens and stacked on a phone.
export function MergeRadioGroup<T extends string>({
  name,
  label,
  options,
  value,
  onChange,
  preserveLines = false,
}: {
  name: string;
  label: string;
  options: readonly { value: T; text: string }[];
  value: T | undefined;
  onChange: (value: T) => void;
  /** Notes keep their line breaks. */
  preserveLines?: boolean;
}) {
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-w-0 items-start gap-2 rounded-lg border border-border p-2 text-sm"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              className="mt-0.5 size-4 shrink-0 accent-brand-600"
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className={`min-w-0 break-words${preserveLines ? ' whitespace-pre-line' : ''}`}>
              {option.text}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
