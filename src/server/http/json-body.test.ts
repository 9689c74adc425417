// The one JSON reader's walk (issue 16): no recursion, so no depth of input can overflow
// the stack; NUL anywhere and nesting past MAX_JSON_DEPTH are refused with clear messages.
import { describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from './errors';
import {
  INVALID_JSON_MESSAGE,
  jsonProblem,
  MAX_JSON_DEPTH,
  parseJsonBody,
  TOO_DEEP_MESSAGE,
} from './json-body';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('parseJsonBody', () => {
  it('reads ordinary bodies', () => {
    expect(parseJsonBody('{"a":[1,{"b":"c"}]}')).toEqual({ a: [1, { b: 'c' }] });
    expect(parseJsonBody(nested(MAX_JSON_DEPTH))).toBeInstanceOf(Array);
  });

  it('refuses nesting one level past the cap, and a million levels without overflowing', () => {
    expect(() => parseJsonBody(nested(MAX_JSON_DEPTH + 1))).toThrow(TOO_DEEP_MESSAGE);
    expect(() => parseJsonBody(`{"a":${nested(1_000_000)}}`)).toThrow(TOO_DEEP_MESSAGE);
    expect(jsonProblem(JSON.parse(`{"x":${'{"y":'.repeat(40)}1${'}'.repeat(40)}}`))).toBe(
      'too_deep',
    );
  });

  it('refuses a NUL in a value or a key, anywhere', () => {
    expect(() => parseJsonBody('{"a":[{"b":"x\\u0000"}]}')).toThrow(NUL_MESSAGE);
    expect(() => parseJsonBody('{"a\\u0000":1}')).toThrow(NUL_MESSAGE);
  });

  it('refuses text that is not JSON; an empty body reads as the given stand-in', () => {
    expect(() => parseJsonBody('{')).toThrow(INVALID_JSON_MESSAGE);
    expect(() => parseJsonBody('')).toThrow(INVALID_JSON_MESSAGE);
    expect(parseJsonBody('  ', {})).toEqual({});
    // A body that is there is read as sent: `null` is null, not the empty stand-in.
    expect(parseJsonBody('null', {})).toBeNull();
  });
});
