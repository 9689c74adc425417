// One of the event type's questions on step 2, as its type asks: a line, a text box, a
// select or radio buttons.
import type { Question } from '@/core/scheduling-schemas';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { FieldError, invalidProps } from '../field-error';

export function QuestionField({
  question,
  value,
  error,
  onChange,
}: {
  question: Question;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = `booking-question-${question.id}`;
  const label = (
    <>
      {question.question}
      {question.isRequired ? (
        <span className="text-destructive" aria-hidden="true">
          {' '}
          *
        </span>
      ) : (
        <span className="font-normal text-muted-foreground"> (optional)</span>
      )}
    </>
  );
  const common = {
    id,
    required: question.isRequired,
    ...invalidProps(id, error),
  };

  if (question.type === 'radio') {
    return (
      <fieldset className="space-y-2" {...invalidProps(id, error)}>
        <legend className="mb-2 text-sm font-medium">{label}</legend>
        {question.options.map((option, index) => {
          const optionId = `${id}-${index}`;
          return (
            <div key={option} className="flex items-center gap-2">
              <input
                type="radio"
                id={optionId}
                name={id}
                value={option}
                checked={value === option}
                onChange={() => onChange(option)}
                className="size-4 accent-brand-600"
              />
              <Label htmlFor={optionId} className="font-normal">
                {option}
              </Label>
            </div>
          );
        })}
        <FieldError id={id} message={error} />
      </fieldset>
    );
  }

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {question.type === 'textarea' ? (
        <Textarea {...common} value={value} onChange={(e) => onChange(e.target.value)} rows={3} />
      ) : question.type === 'select' ? (
        <Select {...common} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">Select an option</option>
          {question.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      ) : (
        <Input {...common} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
      <FieldError id={id} message={error} />
    </div>
  );
}
