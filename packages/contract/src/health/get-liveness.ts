import { z } from 'zod';

export const getLiveness = { method: 'GET', path: '/api/health/live' } as const;

/** The process answers: nothing else is asked, so a slow database never gets it restarted. */
export const ZGetLivenessResponse = z.object({ status: z.literal('ok') });
export type TGetLivenessResponse = z.infer<typeof ZGetLivenessResponse>;
