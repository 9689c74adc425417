// fast-check generators of requests that break an operation's contract: a JSON body with
// a declared field of the wrong type (and hostile values everywhere else), a body that
// is not JSON or not an object, the wrong content type, an oversized body, or a path
// parameter that names nothing. Each is invalid by construction, so the only right
// answers are 4xx in the API's error shape, with nothing stored.
import fc from 'fast-check';
import type { JsonSchema, Operation } from './openapi-operations';

export type BadRequest = {
  /** What was broken, for the failure message. */
  kind: string;
  /** Replaces one path parameter (already percent-encoded), when set. */
  pathParameter?: { name: string; value: string };
  query?: string;
  body?: string | Uint8Array | FormData;
  contentType?: string;
};

const HUGE = 'x'.repeat(100_000);
/** Strings people and attackers send: lone surrogates, RTL override, zero-width, emoji, NUL. */
export const EDGE_STRINGS = [
  HUGE,
  '\uD800',
  '\uDFFFtail',
  '\u202Egnp.exe',
  'a\u200Bb\u200D',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'nul\u0000byte',
  'e\u0301\u0301\u0301',
  '\uFEFF',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '',
  ' ',
];
const EDGE_NUMBERS = [-1, 0, -0.5, 1e308, -1e308, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER];

/** A path parameter value, percent-encoded; some are not valid UTF-8 once decoded. */
const BAD_PARAMETERS = [
  '0',
  '-1',
  '99999999999999999999999',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  '%ED%A0%80',
  '%00',
  '%C0%AF',
  '..%2F..%2Fetc%2Fpasswd',
  encodeURIComponent('👩‍👩‍👧‍👦'),
  encodeURIComponent('\u202Eabc'),
  encodeURIComponent("' OR 1=1 --"),
  'x'.repeat(2_000),
];

const QUERY_NAMES = ['q', 'status', 'sort', 'dir', 'limit', 'offset', 'range', 'from', 'to'];
const QUERY_NAMES_MORE = ['timeZone', 'eventTypeId', 'shared', 'linkId', 'u', 'filename', 'title'];
const BAD_QUERY_VALUES = [
  ...BAD_PARAMETERS,
  '1e400',
  'Infinity',
  '-0',
  '[]',
  '%7B%7D',
  encodeURIComponent('2026-02-30T25:61:00Z'),
];

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null';
const SAMPLE_OF: Record<Exclude<JsonType, 'integer'>, unknown> = {
  string: 'wrong',
  number: -1e308,
  boolean: true,
  array: [1, 'two', null],
  object: { nested: { deeper: true } },
  null: null,
};

function typesOf(schema: JsonSchema): JsonType[] | undefined {
  if (schema.anyOf) {
    const nested = schema.anyOf.map(typesOf);
    return nested.some((types) => !types) ? undefined : (nested.flat() as JsonType[]);
  }
  if (schema.type === undefined) return undefined;
  return (Array.isArray(schema.type) ? schema.type : [schema.type]) as JsonType[];
}

/** JSON values of a type the schema does not allow (none when it allows anything). */
function wrongValues(schema: JsonSchema): unknown[] {
  const allowed = typesOf(schema);
  if (!allowed) return [];
  return (Object.keys(SAMPLE_OF) as (keyof typeof SAMPLE_OF)[])
    .filter((type) => !allowed.includes(type))
    .filter((type) => !(type === 'number' && allowed.includes('integer')))
    .map((type) => SAMPLE_OF[type]);
}

/** A value of roughly the declared type, at an edge: huge, hostile, negative, enormous. */
function edgeValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = typesOf(schema) ?? ['string'];
  if (types.includes('string')) return fc.constantFrom(...EDGE_STRINGS);
  if (types.includes('number') || types.includes('integer')) {
    return fc.constantFrom(...EDGE_NUMBERS);
  }
  if (types.includes('array')) return fc.array(fc.constantFrom(...EDGE_STRINGS), { maxLength: 3 });
  if (types.includes('boolean')) return fc.boolean();
  return fc.constant({});
}

/**
 * An object body with one declared property of the wrong type (invalid whatever else it
 * holds), hostile values in the other properties, and sometimes a required one missing.
 * Undefined when the schema declares no property with a checkable type.
 */
function wrongTypeBody(schema: JsonSchema): fc.Arbitrary<BadRequest> | undefined {
  const properties = Object.entries(schema.properties ?? {});
  const targets = properties.filter(([, property]) => wrongValues(property).length > 0);
  if (targets.length === 0) return undefined;
  return fc
    .record({
      target: fc.constantFrom(...targets),
      others: fc.record(
        Object.fromEntries(properties.map(([name, property]) => [name, edgeValue(property)])),
        { requiredKeys: [] },
      ),
      dropRequired: fc.option(fc.constantFrom(...(schema.required ?? ['-'])), { nil: undefined }),
    })
    .chain(({ target, others, dropRequired }) =>
      fc.constantFrom(...wrongValues(target[1])).map((wrong) => {
        const body: Record<string, unknown> = { ...others, [target[0]]: wrong };
        const drops =
          dropRequired !== undefined && dropRequired !== target[0] && dropRequired in body;
        if (drops) delete body[dropRequired];
        return {
          kind: `${target[0]} of the wrong type${drops ? `, ${dropRequired} missing` : ''}`,
          body: JSON.stringify(body),
          contentType: 'application/json',
        };
      }),
    );
}

/** Every declared string holds a NUL, which no text column can store. */
function nulInEveryString(schema: JsonSchema): fc.Arbitrary<BadRequest> | undefined {
  const strings = Object.entries(schema.properties ?? {}).filter(([, property]) =>
    typesOf(property)?.includes('string'),
  );
  if (strings.length === 0) return undefined;
  return fc.constantFrom('\u0000', 'before\u0000after', '\u0000'.repeat(3)).map((value) => ({
    kind: 'a NUL in every string',
    body: JSON.stringify(Object.fromEntries(strings.map(([name]) => [name, value]))),
    contentType: 'application/json',
  }));
}

const notAnObject: fc.Arbitrary<BadRequest> = fc
  .constantFrom('[]', '[{}]', '42', '"text"', 'null', 'true', '-1e308')
  .map((text) => ({ kind: 'not an object', body: text, contentType: 'application/json' }));

const malformedJson: fc.Arbitrary<BadRequest> = fc
  .constantFrom(
    '{',
    '{"a":',
    "{'a': 1}",
    '{"a": NaN}',
    '{"a": 1,}',
    '\u0000',
    '\uFEFF{',
    'undefined',
  )
  .map((text) => ({ kind: 'malformed JSON', body: text, contentType: 'application/json' }));

const wrongContentType: fc.Arbitrary<BadRequest> = fc
  .constantFrom(
    { body: 'name=x&title=%00', contentType: 'application/x-www-form-urlencoded' },
    { body: '<xml>no</xml>', contentType: 'application/xml' },
    { body: 'just text', contentType: 'text/plain' },
  )
  .map((request) => ({ kind: 'wrong content type', ...request }));

/** Far past any JSON body the API takes: an array, so it is wrong even if it were read. */
const oversized: fc.Arbitrary<BadRequest> = fc.constant({
  kind: 'oversized',
  body: `["${'y'.repeat(3 * 1024 * 1024)}"]`,
  contentType: 'application/json',
});

function notAFileForm(): FormData {
  const form = new FormData();
  form.set(
    'file',
    new Blob([new Uint8Array([0x3c, 0x73, 0x76, 0x67, 0x3e])], { type: 'image/png' }),
    'x.png',
  );
  return form;
}

const badUploads: fc.Arbitrary<BadRequest> = fc.constantFrom<BadRequest>(
  { kind: 'JSON instead of a form', body: '{"file": "x"}', contentType: 'application/json' },
  { kind: 'multipart without a boundary', body: 'file=x', contentType: 'multipart/form-data' },
  {
    kind: 'a form without a file',
    body: (() => {
      const form = new FormData();
      form.set('title', HUGE);
      return form;
    })(),
  },
  { kind: 'bytes that are no image', body: notAFileForm() },
);

const badFiles: fc.Arbitrary<BadRequest> = fc.constantFrom<BadRequest>(
  { kind: 'an empty file', body: new Uint8Array(), contentType: 'application/octet-stream' },
  {
    kind: 'bytes of no accepted kind',
    body: new TextEncoder().encode('MZ\u0000\u0000 not a document'),
    contentType: 'application/octet-stream',
    query: '?filename=evil.exe&title=%00',
  },
  {
    kind: 'a file with hostile details',
    body: new TextEncoder().encode('MZ'),
    contentType: 'text/csv',
    query: `?filename=${'z'.repeat(5000)}.csv&tags=%ED%A0%80`,
  },
);

/** A path parameter that names nothing, with no body (or whatever body the case has). */
function badParameter(operation: Operation): fc.Arbitrary<BadRequest> {
  return fc
    .record({
      name: fc.constantFrom(...operation.parameters),
      value: fc.constantFrom(...BAD_PARAMETERS),
    })
    .map((pathParameter) => ({ kind: `{${pathParameter.name}} names nothing`, pathParameter }));
}

/**
 * Whether a query parameter's schema refuses this (percent-encoded) value: one not in
 * its enum, not matching its pattern, or not a number in its range. A free-text
 * parameter refuses nothing here.
 */
function refuses(schema: JsonSchema, encoded: string): boolean {
  let value: string;
  try {
    value = decodeURIComponent(encoded);
  } catch {
    return true;
  }
  if (schema.enum) return !schema.enum.includes(value);
  if (schema.pattern) return !new RegExp(schema.pattern, 'u').test(value);
  if (schema.type === 'integer' || schema.type === 'number') {
    const number = Number(value);
    if (value.trim() === '' || !Number.isFinite(number)) return true;
    if (schema.type === 'integer' && !Number.isInteger(number)) return true;
    return (
      (schema.minimum !== undefined && number < schema.minimum) ||
      (schema.maximum !== undefined && number > schema.maximum)
    );
  }
  return false;
}

/**
 * A query parameter the operation declares (OpenAPI `in: query`), given a value its
 * schema refuses: unlike a hostile query on names it may ignore, only a 4xx is right.
 */
function badDeclaredQuery(operation: Operation): fc.Arbitrary<BadRequest> | undefined {
  const choices = operation.queryParameters.flatMap(({ name, schema }) =>
    BAD_QUERY_VALUES.filter((value) => refuses(schema, value)).map((value) => ({ name, value })),
  );
  if (choices.length === 0) return undefined;
  return fc.constantFrom(...choices).map(({ name, value }) => ({
    kind: `a ${name} its schema refuses`,
    query: `?${name}=${value}`,
  }));
}

/** Query parameters the API reads, with values it cannot mean. */
export const badQuery: fc.Arbitrary<BadRequest> = fc
  .uniqueArray(fc.constantFrom(...QUERY_NAMES, ...QUERY_NAMES_MORE), {
    minLength: 1,
    maxLength: 4,
  })
  .chain((names) =>
    fc.tuple(...names.map(() => fc.constantFrom(...BAD_QUERY_VALUES))).map((values) => ({
      kind: 'hostile query',
      query: `?${names.map((name, index) => `${name}=${values[index]}`).join('&')}`,
    })),
  );

/**
 * The bad requests for an operation, by what it reads: undefined when there is no way
 * to send it an invalid request (no body, no parameter, no query it reads).
 */
export function badRequestsFor(operation: Operation): fc.Arbitrary<BadRequest> | undefined {
  const schema = operation.jsonSchema;
  if (schema) {
    const wrongType = wrongTypeBody(schema);
    const withNul = nulInEveryString(schema);
    return fc.oneof(
      ...(wrongType ? [{ weight: 4, arbitrary: wrongType }] : []),
      ...(withNul ? [{ weight: 1, arbitrary: withNul }] : []),
      { weight: 1, arbitrary: notAnObject },
      { weight: 1, arbitrary: malformedJson },
      { weight: 1, arbitrary: wrongContentType },
      { weight: 1, arbitrary: oversized },
    );
  }
  if (operation.bodyTypes.includes('multipart/form-data')) return badUploads;
  if (operation.bodyTypes.length > 0) return badFiles;
  if (operation.parameters.length > 0) return badParameter(operation);
  if (operation.method === 'GET') {
    const declared = badDeclaredQuery(operation);
    return declared
      ? fc.oneof({ weight: 1, arbitrary: badQuery }, { weight: 3, arbitrary: declared })
      : badQuery;
  }
  return undefined;
}
