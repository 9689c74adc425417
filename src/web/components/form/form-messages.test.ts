import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/web/lib/api';
import { FormRefusal, flattenErrors, placeMessages, refusalMessages } from './form-messages';
import { formResolver } from './form-resolver';

const taken = 'This slug is already taken';

describe('flattenErrors', () => {
  it('reads nested errors by dotted path, lists and fields named "type" included', () => {
    const errors = {
      name: { type: 'too_small', message: 'Name is required' },
      phones: [
        undefined,
        {
          number: { type: 'custom', message: 'Enter a valid phone number' },
          type: { type: 'invalid_value', message: 'Choose a type' },
        },
      ],
      questions: { root: { type: 'too_big', message: 'At most 30 questions' } },
    } as unknown as FieldErrors;
    expect(flattenErrors(errors)).toEqual({
      name: 'Name is required',
      'phones.1.number': 'Enter a valid phone number',
      'phones.1.type': 'Choose a type',
      questions: 'At most 30 questions',
    });
  });

  it("puts the server's refusal and a whole-value message at the form's key ''", () => {
    const refused = { root: { server: { type: 'server', message: taken } } };
    expect(flattenErrors(refused as FieldErrors)).toEqual({ '': taken });
    expect(
      flattenErrors({ '': { type: 'custom', message: 'Nothing to save' } } as FieldErrors),
    ).toEqual({
      '': 'Nothing to save',
    });
  });
});

describe('placeMessages', () => {
  it('shows the messages of listed fields beside them and nothing twice', () => {
    const placed = placeMessages({ slug: taken, 'tags.0': 'Too long' }, ['name', 'slug', 'tags']);
    expect(placed.fieldErrors).toEqual({ slug: taken, 'tags.0': 'Too long' });
    // The form's message is the first one, which a field already says (FormError drops it).
    expect(placed.formError).toBe(taken);
  });

  it('gives a message about an unlisted field, or the whole value, to the form', () => {
    expect(placeMessages({ hidden: 'Not shown', name: 'Bad' }, ['name']).formError).toBe(
      'Not shown',
    );
    expect(placeMessages({ '': taken, name: 'Bad' }, ['name'])).toEqual({
      fieldErrors: { name: 'Bad' },
      formError: taken,
    });
    expect(placeMessages({}, ['name'])).toEqual({ fieldErrors: {}, formError: null });
  });
});

describe('refusalMessages', () => {
  it("maps the server's fields under the listed ones, nested paths too", () => {
    const error = new ApiError(400, 'validation', 'Invalid phone', {
      'phones.0.number': 'Invalid phone',
      hidden: 'Not shown',
    });
    expect(refusalMessages(error, ['name', 'phones'])).toEqual({
      fieldErrors: { 'phones.0.number': 'Invalid phone' },
      formError: 'Invalid phone',
    });
  });

  it("words the form's message as the form says, and a FormRefusal as thrown", () => {
    const error = new ApiError(500, 'internal', 'Boom');
    expect(refusalMessages(error, ['name'], () => 'Could not save').formError).toBe(
      'Could not save',
    );
    expect(refusalMessages(new FormRefusal('Not allowed'), ['name'])).toEqual({
      fieldErrors: {},
      formError: 'Not allowed',
    });
    expect(refusalMessages(new FormRefusal('Wrong password', 'password'), ['password'])).toEqual({
      fieldErrors: { password: 'Wrong password' },
      formError: 'Wrong password',
    });
  });
});

describe('formResolver', () => {
  const schema = z
    .object({
      name: z.string().trim().min(1, 'Name is required'),
      score: z.number('Score must be a number').nullable(),
      phones: z.array(z.object({ number: z.string().min(3, 'Enter a valid phone number') })),
    })
    .refine((value) => value.name !== 'nobody', 'Nobody is not a name');
  type Values = { name: string; score: string; phones: { number: string }[] };
  const resolver = formResolver<Values, z.output<typeof schema>>(schema, (values) => ({
    ...values,
    score: values.score.trim() === '' ? null : Number(values.score),
  }));
  const options = { fields: {}, shouldUseNativeValidation: false } as const;

  it('checks the values as typed with the schema and its words', async () => {
    const result = await resolver(
      { name: ' ', score: 'x', phones: [{ number: '12345' }, { number: '1' }] },
      undefined,
      options,
    );
    expect(flattenErrors(result.errors)).toEqual({
      name: 'Name is required',
      score: 'Score must be a number',
      'phones.1.number': 'Enter a valid phone number',
    });
    const whole = await resolver({ name: 'nobody', score: '', phones: [] }, undefined, options);
    expect(flattenErrors(whole.errors)).toEqual({ '': 'Nobody is not a name' });
  });

  it('hands on what the schema made of the values', async () => {
    const result = await resolver({ name: ' Ann ', score: '7', phones: [] }, undefined, options);
    expect(result).toEqual({ errors: {}, values: { name: 'Ann', score: 7, phones: [] } });
  });
});
