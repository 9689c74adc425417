// Step 2 of the booking wizard: the invitee's details and answers (checked by
// booking-form-validation.ts, loaded once a time is chosen), and the request they become.
import type { BookingCreateInput } from '@/core/scheduling-schemas';

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
