// Step 2, "Your Information": name, e-mail, optional phone and notes, then the event
// type's questions in their order.
import type { Question } from '@/core/scheduling-schemas';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Textarea } from '@/ui/textarea';
import { FieldError, invalidProps } from '../field-error';
import type { BookingFormErrors, BookingFormValues } from './booking-form-values';
import { questionField } from './booking-form-values';
import { QuestionField } from './question-field';

type InformationStepProps = {
  values: BookingFormValues;
  errors: BookingFormErrors;
  questions: Question[];
  onChange: (values: BookingFormValues) => void;
  /** The host calls the invitee (decision 058): the number is asked for, not optional. */
  isPhoneRequired?: boolean;
};

export function InformationStep({
  values,
  errors,
  questions,
  onChange,
  isPhoneRequired = false,
}: InformationStepProps) {
  const set = (field: 'name' | 'email' | 'phone' | 'notes', value: string) =>
    onChange({ ...values, [field]: value });
  const ordered = [...questions].sort((a, b) => a.orderIndex - b.orderIndex);
  return (
    <div className="space-y-5">
      <div className="space-y-1.5">
        <Label htmlFor="booking-name">
          Name
          <span className="text-destructive" aria-hidden="true">
            {' '}
            *
          </span>
        </Label>
        <Input
          id="booking-name"
          autoComplete="name"
          required
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          {...invalidProps('booking-name', errors.name)}
        />
        <FieldError id="booking-name" message={errors.name} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="booking-email">
          Email
          <span className="text-destructive" aria-hidden="true">
            {' '}
            *
          </span>
        </Label>
        <Input
          id="booking-email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          {...invalidProps('booking-email', errors.email)}
        />
        <FieldError id="booking-email" message={errors.email} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="booking-phone">
          Phone{' '}
          <span className="font-normal text-muted-foreground">
            {isPhoneRequired ? '(the host calls you)' : '(optional)'}
          </span>
        </Label>
        <Input
          id="booking-phone"
          type="tel"
          autoComplete="tel"
          required={isPhoneRequired}
          value={values.phone}
          onChange={(e) => set('phone', e.target.value)}
          {...invalidProps('booking-phone', errors.phone)}
        />
        <FieldError id="booking-phone" message={errors.phone} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="booking-notes">
          Notes <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Textarea
          id="booking-notes"
          rows={3}
          value={values.notes}
          onChange={(e) => set('notes', e.target.value)}
          {...invalidProps('booking-notes', errors.notes)}
        />
        <FieldError id="booking-notes" message={errors.notes} />
      </div>
      {ordered.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          value={values.responses[question.id] ?? ''}
          error={errors[questionField(question.id)]}
          onChange={(answer) =>
            onChange({ ...values, responses: { ...values.responses, [question.id]: answer } })
          }
        />
      ))}
    </div>
  );
}
