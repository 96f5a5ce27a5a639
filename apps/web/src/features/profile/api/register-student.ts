import {
  registerStudent as registerStudentOperation,
  type registrationSchema,
  type TRegisterStudentResponse,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { getCurrentUserQueryOptions } from '../../auth/api/get-current-user';
import { useSession } from '../../../lib/session';
import { getProfileQueryOptions } from './get-profile';
import { getVerificationDetailsQueryOptions } from './get-verification-details';

export type RegistrationState = z.input<ReturnType<typeof registrationSchema>>;
export type RegistrationRequest = z.output<ReturnType<typeof registrationSchema>>;

/** The registration form: PATCH the student's own record; another student's id answers 404. */
export function registerStudent({
  profileId,
  body,
}: {
  profileId: number;
  body: RegistrationRequest;
}): Promise<TRegisterStudentResponse> {
  return call(registerStudentOperation, { params: { profileId }, body });
}

export function useRegisterStudent() {
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const userId = session?.user.id;
  return useMutation({
    mutationFn: registerStudent,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getProfileQueryOptions(userId).queryKey }),
        queryClient.invalidateQueries({ queryKey: getVerificationDetailsQueryOptions(userId).queryKey }),
        queryClient.invalidateQueries({ queryKey: getCurrentUserQueryOptions(userId).queryKey, exact: true }),
      ]),
  });
}
