import {
  PROFILE_FORM_FIELDS,
  type TProfileForm,
  type TUpdateStudentProfileResponse,
  updateStudentProfile,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { getCurrentUserQueryOptions } from '../../auth/api/get-current-user';
import { useSession } from '../../../lib/session';
import { subscriptionsQueryKey } from '../../enrolment/api/subscriptions-query-key';
import { getProfileQueryOptions } from './get-profile';
import { getVerificationDetailsQueryOptions } from './get-verification-details';

export type ProfileUpdate = {
  values: TProfileForm;
  /** A newly chosen photo; null leaves the current one as it is. */
  photo: File | null;
};

/**
 * `completed_now` is true when this update completed the profile; `subscription` is the one of the
 * enrolment section's program.
 */
export type ProfileUpdateResult = TUpdateStudentProfileResponse;

/**
 * The spec's payload rules: empty values are left out, except booleans (sent as 'true'/'false') and
 * zero; so gender and pronoun go only when chosen, and the photo only when it changed.
 */
export function toProfileFormData({ values, photo }: ProfileUpdate): FormData {
  const data = new FormData();
  for (const field of PROFILE_FORM_FIELDS) {
    // is_referred No clears referred_by: the server empties it when is_referred is false
    if (field === 'referred_by' && !values.is_referred) continue;
    const value = values[field];
    if (typeof value === 'boolean') data.append(field, value ? 'true' : 'false');
    else if (typeof value === 'number') data.append(field, String(value));
    else if (typeof value === 'string' && value.trim() !== '') data.append(field, value);
  }
  if (photo) data.append('profile_photo', photo);
  return data;
}

/** PATCH as multipart form data; a 400 carries messages per field and `non_field_errors`. */
export function updateProfile(update: ProfileUpdate): Promise<ProfileUpdateResult> {
  return call(updateStudentProfile, { body: toProfileFormData(update) });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const userId = session?.user.id;
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ completed_now: _completedNow, subscription, ...profile }) => {
      queryClient.setQueryData(getProfileQueryOptions(userId).queryKey, profile);
      // the enrolment section's program is in My Programs now
      if (subscription) void queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey });
      // the completion percentage shows in the account menu, and each field's state beside it
      void queryClient.invalidateQueries({ queryKey: getVerificationDetailsQueryOptions(userId).queryKey });
      void queryClient.invalidateQueries({
        queryKey: getCurrentUserQueryOptions(userId).queryKey,
        exact: true,
      });
    },
  });
}
