// The invitee's answers to the event type's questions (spec §5 Booking form): a
// required question needs an answer, a select or radio answer must be one of its
// options. Errors are keyed responses.<questionId>, like the form's fields.
import { SCHEDULING_MESSAGES } from '../../../../core/messages';
import type { Question } from '../../../../core/scheduling-schemas';
import { badRequest, type FieldErrors } from '../../../http/errors';

export type Answer = { questionId: string; question: string; response: string };

/** The non-empty answers in question order; throws 400 with every field's message. */
export function readAnswers(questions: Question[], responses: Record<string, string>): Answer[] {
  const errors: FieldErrors = {};
  const answers: Answer[] = [];
  for (const question of questions) {
    const response = (responses[question.id] ?? '').trim();
    const field = `responses.${question.id}`;
    if (!response) {
      if (question.isRequired) errors[field] = SCHEDULING_MESSAGES.fieldRequired;
      continue;
    }
    const hasOptions = question.type === 'select' || question.type === 'radio';
    if (hasOptions && !question.options.includes(response)) {
      errors[field] = SCHEDULING_MESSAGES.invalidOption;
      continue;
    }
    answers.push({ questionId: question.id, question: question.question, response });
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  return answers;
}
