import {
  DEFAULTS,
  PROFILE_FORM_FIELDS,
  type TProfileFormInput,
  type TStudentProfile,
} from '@portal/contract';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { lazyResolver } from '../../lib/forms/lazy-resolver';
import { withLocalMessages } from '../../lib/forms/rule-messages';

/** The form as the student fills it: the handbook box starts unticked, which the rule refuses. */
export type ProfileFormState = Omit<TProfileFormInput, 'student_handbook'> & { student_handbook: boolean };

/** Today on the student's own calendar, as the date rules read it. */
export function todayIso(): string {
  return dayjs().format('YYYY-MM-DD');
}

/** The profile as the form holds it; `sin` is the full number, known only while editing. */
export function toFormState(profile: TStudentProfile, sin: string, canada: boolean): ProfileFormState {
  const state = Object.fromEntries(
    PROFILE_FORM_FIELDS.map((field) => [field, profile[field]]),
  ) as ProfileFormState;
  return {
    ...state,
    sin_number: sin,
    date_of_birth: profile.date_of_birth ?? '',
    country: profile.country || (canada ? DEFAULTS.country : ''),
  };
}

/** The contract's profile rules, told in the reader's language. */
export function profileResolver(canada: boolean, t: TFunction) {
  const resolver = lazyResolver(() =>
    import('./profile-schemas').then(({ profileSchemaResolver }) => profileSchemaResolver(canada)),
  );
  return withLocalMessages(resolver, t, { province: t('messages.rules.province') });
}
