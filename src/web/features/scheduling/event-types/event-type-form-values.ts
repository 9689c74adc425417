// The event type form's state (text as typed) and its conversion to the API input,
// checked with the same schema as the server (spec §5) before anything is sent.
import { SCHEDULING_MESSAGES as M } from '@/core/messages';
import {
  DEFAULT_REMINDERS,
  REMINDER_UNITS,
  type ReminderUnit,
  splitOffset,
} from '@/core/scheduling/booking-reminders';
import type { LocationKind } from '@/core/scheduling/meeting-location';
import {
  DEFAULT_DURATION,
  DEFAULT_EVENT_COLOR,
  type EventType,
  type EventTypeInput,
  type QuestionType,
  slugify,
  ZEventTypeInput,
} from '@/core/scheduling-schemas';

export type QuestionDraft = {
  /** Stable React key; new questions have no id yet. */
  key: string;
  id?: string;
  question: string;
  type: QuestionType;
  /** One option per line (select and radio). */
  options: string;
  isRequired: boolean;
};

/** One reminder as typed: an amount of a unit before the meeting (decision 058). */
export type ReminderDraft = {
  key: string;
  amount: string;
  unit: ReminderUnit;
  toHost: boolean;
};

export function newReminderDraft(offsetMinutes = 60, toHost = false): ReminderDraft {
  const { amount, unit } = splitOffset(offsetMinutes);
  return { key: newQuestionKey(), amount: String(amount), unit, toHost };
}

function reminderMinutes(draft: ReminderDraft): number {
  const unit = REMINDER_UNITS.find((entry) => entry.unit === draft.unit);
  return toNumber(draft.amount) * (unit?.minutes ?? 1);
}

export type EventTypeFormValues = {
  name: string;
  slug: string;
  /** False while the slug follows the name (a new event type whose slug was not typed). */
  isSlugEdited: boolean;
  description: string;
  location: string;
  locationKind: LocationKind;
  reminders: ReminderDraft[];
  color: string;
  duration: string;
  bufferBefore: string;
  bufferAfter: string;
  minBookingNotice: string;
  maxBookingsPerDay: string;
  maxBookingsPerWeek: string;
  dateRangeStart: string;
  dateRangeEnd: string;
  requiresConfirmation: boolean;
  isActive: boolean;
  questions: QuestionDraft[];
};

export type FormErrors = Record<string, string>;

let nextKey = 0;
export function newQuestionKey(): string {
  nextKey += 1;
  return `question-${nextKey}`;
}

export const EMPTY_EVENT_TYPE_FORM: EventTypeFormValues = {
  name: '',
  slug: '',
  isSlugEdited: false,
  description: '',
  location: '',
  locationKind: 'none',
  reminders: DEFAULT_REMINDERS.map((r) => newReminderDraft(r.offsetMinutes, r.toHost)),
  color: DEFAULT_EVENT_COLOR,
  duration: String(DEFAULT_DURATION),
  bufferBefore: '0',
  bufferAfter: '0',
  minBookingNotice: '0',
  maxBookingsPerDay: '',
  maxBookingsPerWeek: '',
  dateRangeStart: '',
  dateRangeEnd: '',
  requiresConfirmation: false,
  isActive: true,
  questions: [],
};

export function eventTypeToFormValues(eventType: EventType): EventTypeFormValues {
  return {
    name: eventType.name,
    slug: eventType.slug,
    isSlugEdited: true,
    description: eventType.description ?? '',
    location: eventType.location ?? '',
    locationKind: eventType.locationKind,
    reminders: eventType.reminders.map((r) => newReminderDraft(r.offsetMinutes, r.toHost)),
    color: eventType.color,
    duration: String(eventType.duration),
    bufferBefore: String(eventType.bufferBefore),
    bufferAfter: String(eventType.bufferAfter),
    minBookingNotice: String(eventType.minBookingNotice),
    maxBookingsPerDay:
      eventType.maxBookingsPerDay === null ? '' : String(eventType.maxBookingsPerDay),
    maxBookingsPerWeek:
      eventType.maxBookingsPerWeek === null ? '' : String(eventType.maxBookingsPerWeek),
    dateRangeStart: eventType.dateRangeStart ?? '',
    dateRangeEnd: eventType.dateRangeEnd ?? '',
    requiresConfirmation: eventType.requiresConfirmation,
    isActive: eventType.isActive,
    questions: [...eventType.questions]
      .sort((a, b) => a.orderIndex - b.orderIndex)
      .map((question) => ({
        key: newQuestionKey(),
        id: question.id,
        question: question.question,
        type: question.type,
        options: question.options.join('\n'),
        isRequired: question.isRequired,
      })),
  };
}

/** A typed name changes the slug too until the host types a slug of their own. */
export function withName(values: EventTypeFormValues, name: string): EventTypeFormValues {
  return values.isSlugEdited ? { ...values, name } : { ...values, name, slug: slugify(name) };
}

/** An empty box is not a number: NaN makes the schema give the field's own message. */
function toNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

export function formValuesToInput(values: EventTypeFormValues): EventTypeInput {
  return {
    name: values.name,
    slug: values.slug.trim(),
    description: values.description,
    location: values.location,
    locationKind: values.locationKind,
    reminders: values.reminders.map((draft) => ({
      offsetMinutes: reminderMinutes(draft),
      toHost: draft.toHost,
    })),
    color: values.color,
    duration: toNumber(values.duration),
    bufferBefore: toNumber(values.bufferBefore),
    bufferAfter: toNumber(values.bufferAfter),
    minBookingNotice: toNumber(values.minBookingNotice),
    maxBookingsPerDay:
      values.maxBookingsPerDay.trim() === '' ? null : toNumber(values.maxBookingsPerDay),
    maxBookingsPerWeek:
      values.maxBookingsPerWeek.trim() === '' ? null : toNumber(values.maxBookingsPerWeek),
    dateRangeStart: values.dateRangeStart || null,
    dateRangeEnd: values.dateRangeEnd || null,
    requiresConfirmation: values.requiresConfirmation,
    isActive: values.isActive,
    questions: values.questions.map((question) => ({
      id: question.id,
      question: question.question,
      type: question.type,
      options:
        question.type === 'select' || question.type === 'radio'
          ? question.options
              .split('\n')
              .map((option) => option.trim())
              .filter(Boolean)
          : [],
      isRequired: question.isRequired,
    })),
  };
}

export type CheckedForm =
  | { isValid: true; input: EventTypeInput }
  | { isValid: false; errors: FormErrors };

/** What is sent: a new event type with an empty slug takes the one derived from its name. */
export function eventTypeInput(values: EventTypeFormValues, isNew: boolean): EventTypeInput {
  const input = formValuesToInput(values);
  if (isNew && !input.slug) input.slug = slugify(values.name);
  return input;
}

/**
 * Spec §5 for the whole form: the server's schema, and a slug that stays empty is "Slug
 * is required" (the server derives one only for a new event type; the form says so first).
 */
export const ZEventTypeForm = ZEventTypeInput.superRefine((input, context) => {
  if (!input.slug) context.addIssue({ code: 'custom', path: ['slug'], message: M.slugRequired });
});

/** The form's check outside the form: the first message of each field, by path. */
export function checkEventTypeForm(values: EventTypeFormValues, isNew: boolean): CheckedForm {
  const input = eventTypeInput(values, isNew);
  const checked = ZEventTypeForm.safeParse(input);
  if (checked.success) return { isValid: true, input };
  const errors: FormErrors = {};
  for (const issue of checked.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : 'form';
    errors[key] ??= issue.message;
  }
  return { isValid: false, errors };
}
