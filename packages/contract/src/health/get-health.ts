import { z } from 'zod';

export const getHealth = { method: 'GET', path: '/api/health' } as const;

export const ZGetHealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  migrations: z.object({ applied: z.number().int(), latest: z.string().nullable() }),
  version: z.string(),
});
export type TGetHealthResponse = z.infer<typeof ZGetHealthResponse>;
