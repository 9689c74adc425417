// Step 2 of the booking wizard: the invitee's details and answers, checked with the
// same rules (and messages) the server applies, so a mistake shows before the request.
import { SCHEDULING_MESSAGES as M } from '@/core/messages';
import { type BookingCreateInput, type Question, ZBookingCreate } from '@/core/scheduling-schemas';

export type BookingFormValues = {
  name: string;
  email: string;
  phone: string;
  notes: string;
  /** question id -> answer */
  responses: Record<string, string>;
};

/** Field name ('name', 'email', 'phone', 'notes' or 'question:{id}') -> message. */
export type BookingFormErrors = Record<string, string>;

export const EMPTY_BOOKING_FORM: BookingFormValues = {
  name: '',
  email: '',
  phone: '',
  notes: '',
  responses: {},
};

export function questionField(questionId: string): string {
  return `question:${questionId}`;
}

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

/** The request body for the chosen slot; empty answers are left out. */
export function toBookingRequest(
  values: BookingFormValues,
  startTime: string,
  timeZone: string,
): BookingCreateInput {
  const responses: Record<string, string> = {};
  for (const [id, answer] of Object.entries(values.responses)) {
    if (answer.trim()) responses[id] = answer.trim();
  }
  return {
    startTime,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() || null,
    notes: values.notes.trim() || null,
    timeZone,
    responses,
  };
}

/**
 * The server's field errors (keys as in the request: 'name', 'responses.{id}' …) in the
 * form's field names; undefined when none of them belongs to a field the form shows.
 */
export function formErrorsFromServer(
  fields: Record<string, string> | undefined,
): BookingFormErrors | undefined {
  if (!fields) return undefined;
  const errors: BookingFormErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    if (key === 'name' || key === 'email' || key === 'phone' || key === 'notes') {
      errors[key] = message;
    } else if (key.startsWith('responses.')) {
      errors[questionField(key.slice('responses.'.length))] = message;
    }
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}
