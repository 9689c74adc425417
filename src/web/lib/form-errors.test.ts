import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { formLevelMessage, issueErrors, refusalErrors } from './form-errors';

const taken = 'This slug is already taken by another organization';

describe('formLevelMessage', () => {
  it('drops the message a field already shows, and keeps any other', () => {
    expect(formLevelMessage(taken, { slug: taken })).toBeNull();
    expect(formLevelMessage(taken, { name: 'Name is required' })).toBe(taken);
    expect(formLevelMessage(taken, {})).toBe(taken);
    expect(formLevelMessage(null, { slug: taken })).toBeNull();
    expect(formLevelMessage('', {})).toBeNull();
  });

  it('does not count the form-level key itself as a field', () => {
    expect(formLevelMessage(taken, { form: taken })).toBe(taken);
    expect(formLevelMessage(taken, { form: taken, slug: undefined, plan: null })).toBe(taken);
  });
});

describe('refusalErrors', () => {
  it('keeps the messages of the fields the form shows, and the message as form', () => {
    const error = new ApiError(409, 'conflict', taken, { slug: taken, hidden: 'Not shown' });
    const found = refusalErrors(error, ['name', 'slug']);
    expect(found).toEqual({ form: taken, slug: taken });
    expect(formLevelMessage(found.form, found)).toBeNull();
  });

  it('leaves a message about a field the form does not show at form level', () => {
    const error = new ApiError(400, 'bad_request', 'Slug is fixed', { slug: 'Slug is fixed' });
    const found = refusalErrors(error, ['name', 'description']);
    expect(found).toEqual({ form: 'Slug is fixed' });
    expect(formLevelMessage(found.form, found)).toBe('Slug is fixed');
  });

  it('uses the given message for failures that are not the server’s refusal', () => {
    expect(refusalErrors(new TypeError('boom'), ['name'], 'Failed to save')).toEqual({
      form: 'Failed to save',
    });
    expect(refusalErrors(new TypeError('boom'), ['name'])).toEqual({
      form: 'An unexpected error occurred',
    });
  });
});

describe('issueErrors', () => {
  it('puts each shown field’s first issue beside it and another issue at form level', () => {
    const found = issueErrors(
      [
        { path: ['name'], message: 'Name is required' },
        { path: ['name'], message: 'Too long' },
        { path: ['permissions', 0], message: 'Unknown permission' },
      ],
      ['name'],
    );
    expect(found).toEqual({ name: 'Name is required', form: 'Unknown permission' });
  });

  it('falls back to the first issue, which the field then shows alone', () => {
    const found = issueErrors([{ path: ['email'], message: 'Enter an address' }], ['email']);
    expect(found).toEqual({ email: 'Enter an address', form: 'Enter an address' });
    expect(formLevelMessage(found.form, found)).toBeNull();
  });
});
