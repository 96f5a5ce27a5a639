import { z } from 'zod';
import { operation } from '../common/operation';

/** Where the process is in its life: it takes requests only while `serving`. */
export const ZProcessPhase = z.enum(['starting', 'serving', 'draining']);
export type TProcessPhase = z.infer<typeof ZProcessPhase>;

const ZUpOrDown = z.enum(['up', 'down']);

/**
 * Whether a load balancer should send the process requests: `ready` (200) only when every check
 * passes, else `unavailable` (503). `migrations` is `behind` when the database lacks one this build
 * expects, `unknown` while the database does not answer.
 */
export const ZGetReadinessResponse = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({
    process: ZProcessPhase,
    database: ZUpOrDown,
    migrations: z.enum(['current', 'behind', 'unknown']),
    listener: ZUpOrDown,
    storage: ZUpOrDown,
  }),
});
export type TGetReadinessResponse = z.infer<typeof ZGetReadinessResponse>;

/** Its 503 answer has the same shape as its 200: the route answers it with the status of the checks. */
export const getReadiness = operation({
  method: 'GET',
  path: '/api/health/ready',
  tag: 'health',
  summary:
    'Whether a load balancer should send requests here: 200 when the process serves and its ' +
    'database, migrations, listening connection and file store are all up; else 503',
  response: ZGetReadinessResponse,
});
