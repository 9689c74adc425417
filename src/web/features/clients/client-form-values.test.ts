// What the form sends, checked by the shared schema as the form does before sending.
import { describe, expect, it } from 'vitest';
import { ZClientCreate } from '@/core/client-schemas';
import type { CustomField } from '@/core/custom-field-schemas';
import { CLIENT_MESSAGES } from '@/core/messages';
import { EMPTY_CLIENT_FORM, formValuesToInput } from './client-form-values';

const check = (changes: Partial<typeof EMPTY_CLIENT_FORM>) =>
  ZClientCreate.safeParse(formValuesToInput({ ...EMPTY_CLIENT_FORM, ...changes }));

describe('formValuesToInput', () => {
  it("reads a number without its country code in the user's country, and keeps one with it", () => {
    const phones = (number: string, country?: 'DE' | 'GB') =>
      ZClientCreate.safeParse(
        formValuesToInput(
          {
            ...EMPTY_CLIENT_FORM,
            name: 'Ada',
            phones: [{ number, type: 'work', isDefault: true }],
          },
          [],
          'create',
          country,
        ),
      );
    expect(phones('030 12345678', 'DE').data?.phones[0]?.number).toBe('+49 30 12345678');
    expect(phones('020 7946 0958', 'GB').data?.phones[0]?.number).toBe('+44 20 7946 0958');
    // Already international, or not valid in that country: as typed, read by the schema.
    expect(phones('+1 415 555 2671', 'DE').data?.phones[0]?.number).toBe('+1 415 555 2671');
    expect(phones('(415) 555-2671').data?.phones[0]?.number).toBe('+1 415 555 2671');
    expect(phones('12', 'DE').error?.issues.map((issue) => issue.message)).toEqual([
      CLIENT_MESSAGES.invalidPhone,
    ]);
  });

  it('turns dollars into cents, clamps the lead score and drops empty text', () => {
    const result = check({ name: ' Ada ', estimatedValue: '1234.5', leadScore: '500' });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      name: 'Ada',
      estimatedValueCents: 123450,
      leadScore: 100,
      company: null,
      notes: null,
      expectedCloseDate: null,
      leadSource: 'scale_page',
      status: 'new_lead',
    });
  });

  it('refuses an empty name, a negative value and a javascript: website', () => {
    const messages = (changes: Partial<typeof EMPTY_CLIENT_FORM>) =>
      check(changes).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages({ name: '  ' })).toEqual([['name', CLIENT_MESSAGES.nameRequired]]);
    expect(messages({ name: 'A', estimatedValue: '-5' })).toEqual([
      ['estimatedValueCents', CLIENT_MESSAGES.estimatedValueNegative],
    ]);
    expect(
      messages({
        name: 'A',
        websites: [{ url: 'javascript:alert(1)', label: 'Website', isDefault: true }],
      }),
    ).toEqual([['websites.0.url', CLIENT_MESSAGES.websiteScheme]]);
  });

  it('keeps the chosen default phone and formats the numbers', () => {
    const result = check({
      name: 'A',
      phones: [
        { number: '415 555 2671', type: 'mobile', isDefault: false },
        { number: '+44 20 7946 0958', type: 'work', isDefault: true },
      ],
    });
    expect(result.data?.phones).toEqual([
      { number: '+1 415 555 2671', type: 'mobile', isDefault: false },
      { number: '+44 20 7946 0958', type: 'work', isDefault: true },
    ]);
  });

  it('sends the touched custom fields as stored values; an emptied one clears only on edit', () => {
    const fields: CustomField[] = [
      { id: 'f-amount', label: 'Budget', type: 'currency', options: [], position: 0 },
      { id: 'f-done', label: 'Signed', type: 'checkbox', options: [], position: 1 },
      { id: 'f-note', label: 'Note', type: 'text', options: [], position: 2 },
      { id: 'f-kept', label: 'Kept', type: 'text', options: [], position: 3 },
    ];
    const values = {
      ...EMPTY_CLIENT_FORM,
      name: 'Ada',
      customValues: { 'f-amount': '1,250.50', 'f-done': true, 'f-note': '  ', gone: 'x' },
    };
    expect(formValuesToInput(values, fields, 'create').customValues).toEqual({
      'f-amount': 125050,
      'f-done': true,
    });
    expect(formValuesToInput(values, fields, 'edit').customValues).toEqual({
      'f-amount': 125050,
      'f-done': true,
      'f-note': null,
    });
    expect(formValuesToInput({ ...EMPTY_CLIENT_FORM, name: 'Ada' }, fields)).not.toHaveProperty(
      'customValues',
    );
  });
});
