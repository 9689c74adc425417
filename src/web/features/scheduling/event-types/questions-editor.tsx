// The booking form's extra questions of an event type: add, remove, move up and down,
// type (text, textarea, select, radio), options for choices, required.
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { QUESTION_TYPES, type QuestionType } from '@/core/scheduling-schemas';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { FieldError, invalidProps } from '../field-error';
import { type FormErrors, newQuestionKey, type QuestionDraft } from './event-type-form-values';

const TYPE_LABELS: Record<QuestionType, string> = {
  text: 'Short text',
  textarea: 'Long text',
  select: 'Dropdown',
  radio: 'Single choice',
};

const hasOptions = (type: QuestionType) => type === 'select' || type === 'radio';

export function QuestionsEditor({
  idPrefix,
  questions,
  errors,
  onChange,
}: {
  idPrefix: string;
  questions: QuestionDraft[];
  errors: FormErrors;
  onChange: (questions: QuestionDraft[]) => void;
}) {
  const update = (index: number, changes: Partial<QuestionDraft>) =>
    onChange(questions.map((q, i) => (i === index ? { ...q, ...changes } : q)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...questions];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    onChange(next);
  };
  const add = () =>
    onChange([
      ...questions,
      { key: newQuestionKey(), question: '', type: 'text', options: '', isRequired: false },
    ]);

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">Booking questions</legend>
      {questions.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Invitees give their name, e-mail, phone and notes. Add questions to ask more.
        </p>
      ) : null}
      <ol className="grid gap-3">
        {questions.map((question, index) => {
          const id = `${idPrefix}-question-${question.key}`;
          const questionError = errors[`questions.${index}.question`];
          const optionsError = errors[`questions.${index}.options`];
          const number = index + 1;
          return (
            <li key={question.key} className="grid gap-3 rounded-lg border border-border p-3">
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-text`}>Question {number}</Label>
                <Input
                  id={`${id}-text`}
                  value={question.question}
                  maxLength={500}
                  onChange={(event) => update(index, { question: event.target.value })}
                  {...invalidProps(`${id}-text`, questionError)}
                />
                <FieldError id={`${id}-text`} message={questionError} />
              </div>
              <div className="flex flex-wrap items-end gap-3">
                <div className="grid min-w-40 flex-1 gap-1.5">
                  <Label htmlFor={`${id}-type`}>Answer type</Label>
                  <Select
                    id={`${id}-type`}
                    value={question.type}
                    onChange={(event) =>
                      update(index, { type: event.target.value as QuestionType })
                    }
                  >
                    {QUESTION_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {TYPE_LABELS[type]}
                      </option>
                    ))}
                  </Select>
                </div>
                <label className="flex h-10 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-600"
                    checked={question.isRequired}
                    onChange={(event) => update(index, { isRequired: event.target.checked })}
                  />
                  Required
                </label>
                <div className="flex gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    disabled={index === 0}
                    aria-label={`Move question ${number} up`}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    disabled={index === questions.length - 1}
                    aria-label={`Move question ${number} down`}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="text-destructive"
                    aria-label={`Remove question ${number}`}
                    onClick={() => onChange(questions.filter((_, i) => i !== index))}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </div>
              {hasOptions(question.type) ? (
                <div className="grid gap-1.5">
                  <Label htmlFor={`${id}-options`}>Options (one per line)</Label>
                  <Textarea
                    id={`${id}-options`}
                    rows={3}
                    value={question.options}
                    onChange={(event) => update(index, { options: event.target.value })}
                    {...invalidProps(`${id}-options`, optionsError)}
                  />
                  <FieldError id={`${id}-options`} message={optionsError} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      <Button type="button" variant="outline" className="justify-self-start" onClick={add}>
        <Plus aria-hidden="true" />
        Add Question
      </Button>
    </fieldset>
  );
}
