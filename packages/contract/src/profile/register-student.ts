import { z } from 'zod';

export const registerStudent = { method: 'PATCH', path: '/api/v1/students/:profileId/' } as const;
export const ZRegisterStudentParams = z.object({ profileId: z.coerce.number().int().positive() });

export const ZRegisterStudentResponse = z.object({ id: z.number().int(), profile_complete: z.boolean() });
