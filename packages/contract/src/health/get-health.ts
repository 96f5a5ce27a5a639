import { z } from 'zod';
import { operation } from '../common/operation';

export const ZGetHealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  migrations: z.object({ applied: z.number().int(), latest: z.string().nullable() }),
  version: z.string(),
  /**
   * The connection that hears other processes' changes (PostgreSQL; PGlite's is in the process):
   * whether it is up, and since when (ISO time). While it is down, live pushes wait for it.
   */
  listener: z.object({ connected: z.boolean(), since: z.string() }),
});
export type TGetHealthResponse = z.infer<typeof ZGetHealthResponse>;

export const getHealth = operation({
  method: 'GET',
  path: '/api/health',
  tag: 'health',
  summary: 'Whether the portal is up, which database it uses and its migration level',
  response: ZGetHealthResponse,
});
