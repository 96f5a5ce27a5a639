import { z } from 'zod';
import { operation } from '../common/operation';

export const ZRegisterStudentParams = z.object({ profileId: z.coerce.number().int().positive() });

/** The registration form's fields, which the service checks against the day's rules (`registrationSchema`). */
export const ZRegisterStudentBody = z.unknown();

export const ZRegisterStudentResponse = z.object({ id: z.number().int(), profile_complete: z.boolean() });
export type TRegisterStudentResponse = z.infer<typeof ZRegisterStudentResponse>;

export const registerStudent = operation({
  method: 'PATCH',
  path: '/api/v1/students/:profileId/',
  tag: 'profile',
  summary: 'The registration form: name, birth date, Canadian address and phone',
  params: ZRegisterStudentParams,
  body: ZRegisterStudentBody,
  response: ZRegisterStudentResponse,
  errors: [401, 403, 404],
});
