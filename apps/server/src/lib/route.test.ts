import { operation } from '@portal/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rateLimits } from '../db/schema';
import { type TestApp, createTestApp } from '../test/test-app';
import { registerApiDocs } from './api-docs';
import { registerErrorHandler } from './error-handler';
import { route } from './route';

type CompilersFactory = NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];
const compilersFactory = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

const renameProgram = operation({
  method: 'PATCH',
  path: '/api/v1/programs/:id/',
  tag: 'catalogue',
  summary: 'Renames a program',
  params: z.object({ id: z.coerce.number().int() }),
  body: z.object({ name: z.string().min(1) }),
  response: z.object({ id: z.number(), name: z.string() }),
  errors: [404],
});

const bankPage = operation({
  method: 'GET',
  path: '/sandbox/bank',
  tag: 'sandbox',
  summary: "The sandbox bank's page",
  hidden: true,
});

const downloadOutline = operation({
  method: 'GET',
  path: '/api/v1/programs/:id/outline.pdf',
  tag: 'catalogue',
  summary: "A program's outline as a PDF",
  params: z.object({ id: z.coerce.number().int() }),
  errors: [404],
});

const uploadPhoto = operation({
  method: 'POST',
  path: '/api/v1/photos/',
  tag: 'files',
  summary: 'Uploads a photo',
  consumes: ['multipart/form-data'],
  // read by the route from its parts
  body: z.unknown(),
  response: z.object({ id: z.number() }),
});

let app: FastifyInstance;
const seen: unknown[] = [];

beforeAll(async () => {
  app = Fastify({ schemaController: { compilersFactory } });
  registerApiDocs(app, {
    info: { title: 'Portal', description: 'The API.', version: '1.2.3' },
    publicUrl: 'https://portal.example.ca',
    compilersFactory,
  });
  route(app, renameProgram, { onRequest: async () => void seen.push('hook') }, async (request) => ({
    id: request.params.id,
    name: request.body.name,
    // not in the answer's schema: serialisation leaves it out
    secret: 'kept on the server',
  }));
  route(app, bankPage, async (_request, reply) => reply.type('text/html').send('<h1>Bank</h1>'));
  route(app, downloadOutline, async (_request, reply) => reply.type('application/pdf').send('%PDF'));
  route(app, uploadPhoto, async () => ({ id: 1 }));
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('a route registered from its operation', () => {
  it('answers at its method and path, through its hooks, with its answer as the schema says', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/v1/programs/7/',
      payload: { name: 'Welding' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 7, name: 'Welding' });
    expect(seen).toEqual(['hook']);
    expect((await app.inject({ method: 'GET', url: '/api/v1/programs/7/' })).statusCode).toBe(404);
  });

  it('refuses what its schemas refuse', async () => {
    const res = await app.inject({ method: 'PATCH', url: '/api/v1/programs/x/', payload: { name: '' } });
    expect(res.statusCode).toBe(400);
  });

  it('is in the API document with its success when it answers a file', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json();
    const documented = doc.paths['/api/v1/programs/{id}/outline.pdf'].get;
    expect(Object.keys(documented.responses).sort()).toEqual(['200', '400', '404']);
  });

  it('is in the API document with its group, summary and error answers', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json();
    const documented = doc.paths['/api/v1/programs/{id}/'].patch;
    expect(documented.tags).toEqual(['catalogue']);
    expect(documented.summary).toBe('Renames a program');
    expect(Object.keys(documented.responses).sort()).toEqual(['200', '400', '404']);
    expect(documented.responses['404'].content['application/json'].schema.required).toEqual([
      'detail',
      'code',
    ]);
  });

  it('answers but stays out of the API document when hidden', async () => {
    const res = await app.inject({ url: '/sandbox/bank' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<h1>Bank</h1>');
    const doc = (await app.inject({ url: '/api/docs/json' })).json();
    expect(doc.paths['/sandbox/bank']).toBeUndefined();
    expect(doc.paths['/api/v1/programs/{id}/']).toBeDefined();
  });

  it('is documented with the media types its body comes in', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths['/api/v1/photos/'].post.requestBody.content)).toEqual([
      'multipart/form-data',
    ]);
  });
});

describe('a route with a limit per client address', () => {
  let t: TestApp;
  let limited: FastifyInstance;
  const handled: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    limited = Fastify({ schemaController: { compilersFactory } });
    registerErrorHandler(limited);
    route(
      limited,
      bankPage,
      { limit: { name: 'bank', max: 2, windowSeconds: 600, store: t.ctx } },
      async (request, reply) => {
        handled.push(request.ip);
        return reply.type('text/html').send('<h1>Bank</h1>');
      },
    );
    await limited.ready();
  });

  afterAll(async () => {
    await limited?.close();
    await t?.close();
  });

  it('answers 429 past its max from one address, before its handler runs', async () => {
    const from = (remoteAddress: string) => limited.inject({ url: '/sandbox/bank', remoteAddress });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await from('203.0.113.1'));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 429]);
    expect(answers[2]!.json()).toMatchObject({ code: 'rate_limited', params: { minutes: 10 } });
    expect(handled).toEqual(['203.0.113.1', '203.0.113.1']);
    expect((await from('203.0.113.2')).statusCode).toBe(200);
    const [counted] = await t.ctx.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, 'portal:bank:203.0.113.1'));
    expect(counted?.count).toBe(3);
  });
});
