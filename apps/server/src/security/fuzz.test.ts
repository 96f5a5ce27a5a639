import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../paths';
import { type Enrolled, enrolledStudent, itemsOf } from '../test/journey';
import { ORIGIN } from '../test/students';
import { type TestApp, createTestApp } from '../test/test-app';
import { type JsonSchema, anyJson, inputSchema, textFor, valueFor } from './fuzz-inputs';
import { OWN_PROGRAM } from './records';
import { type RegisteredRoute, collectRoutes, paramsOf, routeName } from './route-list';

const SEED = 20_260_622;
const RUNS = 10;

/** What an answer must never show: a stack frame, a source file, an internal error's name or SQL. */
const LEAKS: [string, RegExp][] = [
  ['a stack frame', /\bat (?:async )?\S+ \((?:file:|node:|\/)|^\s*at \S+:\d+:\d+/m],
  ['a source file', /\/(?:src|dist|lib|node_modules)\/[\w./-]+\.(?:ts|js|mjs|cjs)\b/],
  ['an internal error name', /\b(?:TypeError|ReferenceError|RangeError|DrizzleQueryError|DatabaseError)\b/],
  ['SQL', /Failed query|violates \w+ ?\w* constraint|out of range for type|invalid input syntax for type/],
];

type Request = { method: string; url: string; payload?: string; contentType?: string };

/** The routes left out, each with why; neither has a request schema. */
const NOT_FUZZED: [RegExp, string][] = [
  [/\*/, "a wildcard: Better Auth's own routes and the API docs' static files"],
  [/^GET \/api\/v1\/notifications\/stream\/$/, 'a stream that stays open for as long as the client listens'],
];

let t: TestApp;
let registered: RegisteredRoute[];
let routes: RegisteredRoute[];
let student: Enrolled;
let ids: number[];
let sent = 0;

beforeAll(async () => {
  const collected = collectRoutes();
  t = await createTestApp({ demo: true, build: { onRoute: collected.onRoute } });
  registered = collected.routes();
  routes = registered.filter((r) => !NOT_FUZZED.some(([pattern]) => pattern.test(routeName(r))));
  student = await enrolledStudent(t, 'fuzz@example.ca', OWN_PROGRAM);
  // ids that exist, so that shaped inputs reach past "not found" into the handlers
  ids = [
    student.subscription,
    student.course.id,
    student.profileId,
    ...(await itemsOf(t, student)).map((i) => i.id),
  ];
}, 120_000);

afterAll(async () => {
  console.log(`fuzz: ${routes.length} routes, ${sent} requests`);
  await t?.close();
});

async function send(request: Request): Promise<LightMyRequestResponse> {
  sent += 1;
  return t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: {
      cookie: student.cookie,
      origin: ORIGIN,
      ...(request.payload === undefined ? {} : { 'content-type': request.contentType ?? 'application/json' }),
    },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

/** Why an answer is wrong, or null: a 5xx, or anything of the server's insides in its body. */
function fault(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  const leak =
    LEAKS.find(([, pattern]) => pattern.test(res.body))?.[0] ??
    (res.body.includes(repoRoot) ? "the server's folder" : null) ??
    (res.body.includes(t.ctx.config.dataDir) ? 'the data folder' : null);
  return leak ? `answered ${res.statusCode} showing ${leak}: ${res.body.slice(0, 300)}` : null;
}

const schemaOf = (route: RegisteredRoute, part: 'params' | 'querystring' | 'body'): JsonSchema =>
  inputSchema((route.schema as Record<string, unknown> | undefined)?.[part]);
const takesBody = (route: RegisteredRoute) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
const seedOf = (name: string) => [...name].reduce((hash, c) => (hash * 31 + c.charCodeAt(0)) | 0, SEED);

/** A lone surrogate as U+FFFD: no URL can carry one, so a client sends what its encoder makes of it. */
const wellFormed = (value: string) =>
  value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** A request to the route: path parameters, query and body each from the route's schema or anything. */
function requestFor(route: RegisteredRoute): fc.Arbitrary<Request> {
  const params = schemaOf(route, 'params').properties ?? {};
  const query = schemaOf(route, 'querystring');
  const pathArb = fc
    .tuple(...paramsOf(route.path).map((name) => textFor(params[name] ?? {}, ids)))
    .map((values) => {
      let i = 0;
      return route.path.replace(/:\w+/g, () => encodeURIComponent(wellFormed(values[i++]!)));
    });
  const queryArb = fc
    .dictionary(
      fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...Object.keys(query.properties ?? {}), 'id') },
        fc.string({ maxLength: 8 }),
      ),
      fc.oneof(
        textFor({ type: 'string' }, ids),
        ...Object.values(query.properties ?? {}).map((s) => textFor(s, ids)),
      ),
      { maxKeys: 4 },
    )
    .map((entries) => new URLSearchParams(entries).toString());
  const bodyArb = takesBody(route)
    ? valueFor(schemaOf(route, 'body'), ids).map((value) => JSON.stringify(value ?? null))
    : fc.constant(undefined);
  return fc.record({ path: pathArb, query: queryArb, payload: bodyArb }).map(({ path, query, payload }) => ({
    method: route.method,
    url: query ? `${path}?${query}` : path,
    payload,
  }));
}

/** The same request for every route, with every path parameter and query value set to `value`. */
function fixedRequest(
  route: RegisteredRoute,
  value: string,
  payload?: string,
  contentType?: string,
): Request {
  const query = Object.keys(schemaOf(route, 'querystring').properties ?? {});
  const search = new URLSearchParams(query.map((name): [string, string] => [name, value])).toString();
  const path = route.path.replace(/:\w+/g, () => encodeURIComponent(value));
  return { method: route.method, url: search ? `${path}?${search}` : path, payload, contentType };
}

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Requests that generated inputs reach only by luck: sizes, nesting, encodings and number edges. */
function hardCases(route: RegisteredRoute): Request[] {
  const cases = [
    '2147483648',
    '-2147483649',
    '99999999999999999999',
    '0',
    '-1',
    '1e3',
    'nul\u0000',
    'a'.repeat(3000),
  ].map((value) => fixedRequest(route, value));
  if (!takesBody(route)) return cases;
  const body = (payload: string, contentType?: string) => fixedRequest(route, '1', payload, contentType);
  const fields = Object.keys(schemaOf(route, 'body').properties ?? {});
  return [
    ...cases,
    body(nested(10_000)),
    body(nestedObject(10_000)),
    body('{"__proto__":{"polluted":true}}'),
    body('{"constructor":{"prototype":{"polluted":true}}}'),
    body(JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) })),
    body(JSON.stringify(Object.fromEntries(fields.map((name) => [name, 2 ** 31])))),
    body(JSON.stringify(Object.fromEntries(fields.map((name) => [name, 'nul \u0000 byte'])))),
    body(
      JSON.stringify(
        Object.fromEntries(fields.map((name) => [name, 'x'.repeat(900_000 / Math.max(1, fields.length))])),
      ),
    ),
    body('{"unterminated'),
    body(''),
    body('<a>1</a>', 'application/xml'),
    body('plain', 'text/plain'),
    body(
      '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nhello\r\n--x--',
      'multipart/form-data; boundary=x',
    ),
  ];
}

async function fuzzEach(
  label: string,
  pick: (route: RegisteredRoute) => boolean,
  arbitraryOf: (route: RegisteredRoute) => fc.Arbitrary<Request>,
) {
  const failures: string[] = [];
  for (const route of routes.filter(pick)) {
    const details = await fc.check(
      fc.asyncProperty(arbitraryOf(route), async (request) => {
        const problem = fault(await send(request));
        if (problem) throw new Error(problem);
      }),
      { seed: seedOf(`${label} ${routeName(route)}`), numRuns: RUNS, endOnFailure: true },
    );
    if (details.failed)
      failures.push(
        `${routeName(route)}: ${JSON.stringify(details.counterexample?.[0]).slice(0, 400)}\n  ${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}`,
      );
  }
  expect(failures, failures.join('\n')).toEqual([]);
}

describe('fuzzing every request schema through the API', () => {
  it('covers every route with a request schema', () => {
    const withSchema = registered.filter((r) =>
      (['params', 'querystring', 'body'] as const).some((part) => Object.keys(schemaOf(r, part)).length > 0),
    );
    expect(withSchema.length).toBeGreaterThan(60);
    expect(withSchema.filter((r) => !routes.includes(r)).map(routeName)).toEqual([]);
  });

  it('answers any path parameters, query strings and bodies without a 5xx or the server’s insides', async () => {
    await fuzzEach('request', () => true, requestFor);
  }, 240_000);

  it('answers number edges, huge and nested bodies, bad JSON and other content types the same way', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      for (const request of hardCases(route)) {
        const problem = fault(await send(request));
        if (problem)
          failures.push(
            `${routeName(route)} ${request.url.slice(0, 120)} ${request.payload?.slice(0, 80) ?? ''}: ${problem}`,
          );
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  }, 240_000);

  it('answers arbitrary JSON to every route that takes a body, ignoring its schema', async () => {
    await fuzzEach('junk', takesBody, (route) =>
      anyJson.map((value) => ({
        ...fixedRequest(route, String(student.subscription)),
        payload: JSON.stringify(value),
      })),
    );
  }, 240_000);

  it('leaves the prototype of objects alone after all of it', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
