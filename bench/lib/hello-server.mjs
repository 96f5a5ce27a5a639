// Bare Fastify hello-world, the ceiling each portal figure is divided by: the server's own Fastify, no plugins.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './results.mjs';

const fastify = createRequire(path.join(root, 'apps/server/package.json'))('fastify');
const app = fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/', async () => ({ hello: 'world' }));
// closing the listener leaves nothing to run, so the process ends of itself
process.once('SIGTERM', () => void app.close());
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
