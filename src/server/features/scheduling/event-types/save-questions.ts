// Replaces an event type's questions with the form's list, in its order. A question
// sent with the id of one of this event type's questions keeps that id, so answers
// already given still point at it; the others are removed (their answers keep the
// question's text) and new ones inserted.
import type { Kysely } from 'kysely';
import type { EventTypeValues } from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';

export async function saveQuestions(
  trx: Kysely<DB>,
  eventTypeId: string,
  questions: EventTypeValues['questions'],
): Promise<void> {
  const stored = await trx
    .selectFrom('scheduling_questions')
    .select('id')
    .where('eventTypeId', '=', eventTypeId)
    .execute();
  const storedIds = new Set(stored.map((row) => row.id));
  const keptIds = new Set(
    questions.flatMap((question) =>
      question.id && storedIds.has(question.id) ? [question.id] : [],
    ),
  );
  const removed = [...storedIds].filter((id) => !keptIds.has(id));
  if (removed.length > 0) {
    await trx.deleteFrom('scheduling_questions').where('id', 'in', removed).execute();
  }
  for (const [orderIndex, question] of questions.entries()) {
    const columns = {
      question: question.question,
      type: question.type,
      options: question.type === 'select' || question.type === 'radio' ? question.options : [],
      isRequired: question.isRequired,
      orderIndex,
    };
    if (question.id && keptIds.has(question.id)) {
      // Each id once: a list naming one question twice keeps it at its first place.
      keptIds.delete(question.id);
      await trx
        .updateTable('scheduling_questions')
        .set(columns)
        .where('id', '=', question.id)
        .execute();
    } else {
      await trx
        .insertInto('scheduling_questions')
        .values({ eventTypeId, ...columns })
        .execute();
    }
  }
}
