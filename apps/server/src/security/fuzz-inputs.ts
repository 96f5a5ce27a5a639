import fc from 'fast-check';
import { z } from 'zod';

/** The parts of a JSON Schema (as zod writes them) that shape a generated value. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
};

/** A route's zod schema as JSON Schema of what a client sends; {} (anything) when zod cannot say. */
export function inputSchema(schema: unknown): JsonSchema {
  if (!(schema instanceof z.ZodType)) return {};
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

/** Strings that have broken servers: number edges, encodings, injections, paths, prototype keys. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e308',
  '-0',
  '0x1F',
  'NaN',
  'Infinity',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '\u0000',
  '\uffff',
  '\ud800',
  '😀👩‍👩‍👧',
  'ﬀ İ ß Σ',
  "' OR '1'='1",
  '"; DROP TABLE students; --',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '%s%s%s%n',
  'a'.repeat(5_000),
  '9'.repeat(400),
] as const;

export const EDGE_NUMBERS = [
  0,
  -1,
  1,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  0.5,
  5e-324,
] as const;

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(...NASTY_STRINGS),
);
const number = fc.oneof(
  fc.integer(),
  fc.constantFrom(...EDGE_NUMBERS),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const key = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'id'),
);

/** Any JSON value, a few levels deep. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    fc.constant(null),
    fc.boolean(),
    number,
    text,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/**
 * Values shaped like the schema (its fields, types and enums, ids that exist) mixed with anything at
 * all, so that inputs both pass validation into the handlers and probe the validation itself.
 */
export function valueFor(schema: JsonSchema, ids: readonly number[], depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return anyJson;
  const shaped: fc.Arbitrary<unknown>[] = [];
  if (schema.const !== undefined) shaped.push(fc.constant(schema.const));
  if (schema.enum?.length) shaped.push(fc.constantFrom(...schema.enum));
  for (const alternative of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    shaped.push(valueFor(alternative, ids, depth + 1));
  for (const type of [schema.type ?? []].flat()) {
    if (type === 'string') shaped.push(stringFor(schema));
    if (type === 'integer')
      shaped.push(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...ids) }, fc.integer(), number));
    if (type === 'number') shaped.push(number);
    if (type === 'boolean') shaped.push(fc.boolean());
    if (type === 'null') shaped.push(fc.constant(null));
    if (type === 'array')
      shaped.push(fc.array(valueFor(schema.items ?? {}, ids, depth + 1), { maxLength: 4 }));
    if (type === 'object') shaped.push(objectFor(schema, ids, depth));
  }
  return shaped.length === 0 ? anyJson : fc.oneof({ weight: 6, arbitrary: fc.oneof(...shaped) }, anyJson);
}

/** A string the schema would take (its format, its length), or any string at all. */
function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  const formatted =
    schema.format === 'email'
      ? fc.emailAddress()
      : schema.format === 'date'
        ? fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))
        : schema.format === 'date-time'
          ? fc.date({ noInvalidDate: true }).map((d) => d.toISOString())
          : fc.string({ unit: 'grapheme', minLength, maxLength });
  return fc.oneof({ weight: 3, arbitrary: formatted }, text);
}

function objectFor(schema: JsonSchema, ids: readonly number[], depth: number): fc.Arbitrary<unknown> {
  const fields = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, field]) => [name, valueFor(field, ids, depth + 1)]),
  );
  const required = (schema.required ?? []).filter((name) => name in fields);
  return fc
    .tuple(
      fc.oneof(fc.record(fields, { requiredKeys: required }), fc.record(fields, { requiredKeys: [] })),
      fc.dictionary(key, anyJson, { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}

/** A value as it travels in a path or a query string. */
export const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

/** Strings for one path parameter or query value: shaped by the schema, or any text at all. */
export function textFor(schema: JsonSchema, ids: readonly number[]): fc.Arbitrary<string> {
  return fc.oneof({ weight: 3, arbitrary: valueFor(schema, ids).map(asText) }, text);
}
