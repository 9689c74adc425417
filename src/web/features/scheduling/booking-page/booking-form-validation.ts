// The booking form checked with the same rules (and messages) the server applies, so a
// mistake shows before the request. Its own module: the rules bring zod, which the page
// loads once the invitee has chosen a time rather than before it can show any (decision 023).
import { SCHEDULING_MESSAGES as M } from '@/core/messages';
import { type Question, ZBookingCreate } from '@/core/scheduling-schemas';
import {
  type BookingFormErrors,
  type BookingFormValues,
  questionField,
} from './booking-form-values';

export function validateBookingForm(
  values: BookingFormValues,
  questions: Question[],
): BookingFormErrors {
  const errors: BookingFormErrors = {};
  const { shape } = ZBookingCreate;
  for (const field of ['name', 'email', 'phone', 'notes'] as const) {
    const result = shape[field].safeParse(values[field]);
    if (!result.success) errors[field] = result.error.issues[0]?.message ?? M.fieldRequired;
  }
  for (const question of questions) {
    const answer = (values.responses[question.id] ?? '').trim();
    if (!answer) {
      if (question.isRequired) errors[questionField(question.id)] = M.fieldRequired;
      continue;
    }
    const hasOptions = question.type === 'select' || question.type === 'radio';
    if (hasOptions && !question.options.includes(answer)) {
      errors[questionField(question.id)] = M.invalidOption;
    }
  }
  return errors;
}
