import { z } from 'zod';
import { operation } from '../common/operation';

export const ZStudentSinResponse = z.object({ sin_number: z.string().nullable() });

/** The full SIN, for its owner's edit form only; every other answer masks it to its last three digits. */
export const getStudentSin = operation({
  method: 'GET',
  path: '/api/v1/student/profile/sin/',
  tag: 'profile',
  summary: "The full SIN, for its owner's edit form",
  response: ZStudentSinResponse,
  errors: [401, 403],
});
