import { describe, expect, it } from 'vitest';
import { SCHEDULING_MESSAGES as M } from '@/core/messages';
import {
  checkEventTypeForm,
  EMPTY_EVENT_TYPE_FORM,
  type EventTypeFormValues,
  withName,
} from './event-type-form-values';

const form = (changes: Partial<EventTypeFormValues>) => ({ ...EMPTY_EVENT_TYPE_FORM, ...changes });

describe('event type form', () => {
  it('derives the slug from the name until the slug is typed', () => {
    let values = withName(EMPTY_EVENT_TYPE_FORM, 'Intro Call: 30 min!');
    expect(values.slug).toBe('intro-call-30-min');
    values = withName({ ...values, slug: 'mine', isSlugEdited: true }, 'Other');
    expect(values.slug).toBe('mine');
  });

  it('sends the defaults of spec §9', () => {
    const checked = checkEventTypeForm(form({ name: 'Chat', slug: 'chat' }), true);
    expect(checked).toMatchObject({
      isValid: true,
      input: { duration: 30, bufferBefore: 0, color: '#3E76D9', isActive: true },
    });
  });

  it('gives every §5 message for bad input', () => {
    const checked = checkEventTypeForm(
      form({
        name: ' ',
        slug: 'Bad Slug',
        isSlugEdited: true,
        duration: '0',
        bufferBefore: '-1',
        bufferAfter: '-5',
        minBookingNotice: '-1',
        maxBookingsPerDay: '0',
        maxBookingsPerWeek: '0',
        dateRangeStart: '2026-05-10',
        dateRangeEnd: '2026-05-01',
      }),
      true,
    );
    expect(checked).toEqual({
      isValid: false,
      errors: {
        name: M.nameRequired,
        slug: M.slugFormat,
        duration: M.durationPositive,
        bufferBefore: M.bufferBeforeNonNegative,
        bufferAfter: M.bufferAfterNonNegative,
        minBookingNotice: M.noticeNonNegative,
        maxBookingsPerDay: M.maxPerDayPositive,
        maxBookingsPerWeek: M.maxPerWeekPositive,
        dateRangeEnd: M.endBeforeStart,
      },
    });
  });

  it('requires a slug when none can be derived or an edit clears it', () => {
    expect(checkEventTypeForm(form({ name: '!!!' }), true)).toMatchObject({
      errors: { slug: M.slugRequired },
    });
    expect(checkEventTypeForm(form({ name: 'Chat', slug: '' }), false)).toMatchObject({
      errors: { slug: M.slugRequired },
    });
    expect(checkEventTypeForm(form({ name: 'Chat', duration: '' }), true)).toMatchObject({
      errors: { duration: M.durationPositive },
    });
  });

  it('checks questions: text and options for choices', () => {
    const checked = checkEventTypeForm(
      form({
        name: 'Chat',
        questions: [
          { key: 'a', question: '', type: 'text', options: '', isRequired: true },
          { key: 'b', question: 'Pick', type: 'radio', options: ' \n', isRequired: false },
        ],
      }),
      true,
    );
    expect(checked).toMatchObject({
      errors: { 'questions.0.question': M.fieldRequired, 'questions.1.options': M.optionsRequired },
    });
    const good = checkEventTypeForm(
      form({
        name: 'Chat',
        questions: [
          { key: 'b', question: 'Pick', type: 'select', options: 'A\n\n B ', isRequired: true },
        ],
      }),
      true,
    );
    expect(good).toMatchObject({
      isValid: true,
      input: { questions: [{ question: 'Pick', type: 'select', options: ['A', 'B'] }] },
    });
  });
});
