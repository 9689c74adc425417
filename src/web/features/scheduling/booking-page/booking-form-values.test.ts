import { describe, expect, it } from 'vitest';
import { SCHEDULING_MESSAGES as M } from '@/core/messages';
import type { Question } from '@/core/scheduling-schemas';
import { validateBookingForm } from './booking-form-validation';
import {
  EMPTY_BOOKING_FORM,
  formErrorsFromServer,
  questionField,
  toBookingRequest,
} from './booking-form-values';

const question = (overrides: Partial<Question>): Question => ({
  id: 'q1',
  question: 'What should we talk about?',
  type: 'text',
  options: [],
  isRequired: true,
  orderIndex: 0,
  ...overrides,
});

describe('the booking form (spec §5)', () => {
  it('asks for a name, an e-mail and the required answers', () => {
    const required = question({});
    const optional = question({ id: 'q2', isRequired: false });
    expect(validateBookingForm(EMPTY_BOOKING_FORM, [required, optional])).toEqual({
      name: M.nameRequired,
      email: M.emailRequired,
      [questionField('q1')]: M.fieldRequired,
    });
  });

  it('refuses an address that does not look like one, and blank answers', () => {
    const errors = validateBookingForm(
      { ...EMPTY_BOOKING_FORM, name: '  ', email: 'not-an-address', responses: { q1: '   ' } },
      [question({})],
    );
    expect(errors).toEqual({
      name: M.nameRequired,
      email: M.invalidEmail,
      [questionField('q1')]: M.fieldRequired,
    });
  });

  it('accepts a valid form with optional phone and notes left empty', () => {
    const values = {
      ...EMPTY_BOOKING_FORM,
      name: 'Vera',
      email: 'vera@example.com',
      responses: { q1: 'Pricing' },
    };
    expect(validateBookingForm(values, [question({})])).toEqual({});
  });

  it('takes only the listed options of select and radio questions', () => {
    const select = question({ type: 'select', options: ['Zoom', 'Phone'] });
    const base = { ...EMPTY_BOOKING_FORM, name: 'Vera', email: 'vera@example.com' };
    expect(validateBookingForm({ ...base, responses: { q1: 'Zoom' } }, [select])).toEqual({});
    expect(validateBookingForm({ ...base, responses: { q1: 'Fax' } }, [select])).toEqual({
      [questionField('q1')]: M.invalidOption,
    });
  });

  it('sends trimmed values, null for empty optional fields, and no blank answers', () => {
    const request = toBookingRequest(
      {
        name: ' Vera ',
        email: ' vera@example.com ',
        phone: ' ',
        notes: '',
        responses: { q1: ' Pricing ', q2: ' ' },
      },
      '2026-11-23T14:00:00.000Z',
      'Europe/Berlin',
    );
    expect(request).toEqual({
      startTime: '2026-11-23T14:00:00.000Z',
      name: 'Vera',
      email: 'vera@example.com',
      phone: null,
      notes: null,
      timeZone: 'Europe/Berlin',
      responses: { q1: 'Pricing' },
    });
  });

  it('maps the server field errors onto the form fields', () => {
    expect(
      formErrorsFromServer({ email: M.invalidEmail, 'responses.q1': M.fieldRequired }),
    ).toEqual({
      email: M.invalidEmail,
      [questionField('q1')]: M.fieldRequired,
    });
    expect(formErrorsFromServer({ startTime: M.slotTaken })).toBeUndefined();
    expect(formErrorsFromServer(undefined)).toBeUndefined();
  });
});
