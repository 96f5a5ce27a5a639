import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerApiDocs } from './api-docs';

type CompilersFactory = NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];
const compilersFactory = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ schemaController: { compilersFactory } });
  registerApiDocs(app, {
    info: { title: 'Portal', description: 'The API.', version: '1.2.3' },
    publicUrl: 'https://portal.example.ca',
    compilersFactory,
  });
  await app.register(
    async (scoped) => {
      scoped.get(
        '/programs/:id/',
        {
          schema: {
            summary: 'One program',
            params: z.object({ id: z.coerce.number().int() }),
            response: { 200: z.object({ id: z.number(), name: z.string() }) },
          },
        },
        async (request) => ({ id: (request.params as { id: number }).id, name: 'Welding' }),
      );
      scoped.get('/secret/', { schema: { hide: true } }, async () => 'hidden');
    },
    { prefix: '/api/v1' },
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('the API docs', () => {
  it('are not set up until they are asked for', () => {
    expect(app.hasPlugin('@fastify/swagger')).toBe(false);
  });

  it("describe the portal's routes, as registered, from their zod schemas", async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.info).toEqual({ title: 'Portal', description: 'The API.', version: '1.2.3' });
    expect(doc.servers).toEqual([{ url: 'https://portal.example.ca' }]);
    expect(Object.keys(doc.paths)).toEqual(['/api/v1/programs/{id}/']);
    const operation = doc.paths['/api/v1/programs/{id}/'].get;
    expect(operation.summary).toBe('One program');
    expect(operation.responses['200'].content['application/json'].schema.required).toEqual(['id', 'name']);
    // the routes themselves still answer
    expect((await app.inject({ url: '/api/v1/programs/7/' })).json()).toEqual({ id: 7, name: 'Welding' });
  });

  it('serve the Swagger UI page, its files and the YAML document', async () => {
    const page = await app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const script = page.body.match(/src="(\/api\/docs\/static\/[^"]+\.js)"/)![1]!;
    const file = await app.inject({ url: script });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/javascript/);
    expect(file.rawPayload.length).toBeGreaterThan(1000);
    const yaml = await app.inject({ url: '/api/docs/yaml' });
    expect(yaml.body).toContain('/api/v1/programs/{id}/');
  });
});
