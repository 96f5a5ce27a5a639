import {
  ABORIGINAL_STATUSES,
  EMERGENCY_RELATIONS,
  GENDERS,
  LEGAL_STATUSES,
  PROVINCES,
  PRONOUNS,
} from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '../../../components/form-select-field';

/** Every choice of the profile, in the reader's language. */
export function useProfileOptions() {
  const { t } = useTranslation();
  return useMemo(() => {
    const options = <V extends string>(values: readonly V[], label: (value: V) => string): SelectOption[] =>
      values.map((value) => ({ value, label: label(value) }));
    return {
      pronouns: options(PRONOUNS, (v) => t(`profile.options.pronoun.${v}`)),
      genders: options(GENDERS, (v) => t(`profile.options.gender.${v}`)),
      relations: options(EMERGENCY_RELATIONS, (v) => t(`profile.options.relation.${v}`)),
      legalStatuses: options(LEGAL_STATUSES, (v) => t(`profile.options.legalStatus.${v}`)),
      aboriginalStatuses: options(ABORIGINAL_STATUSES, (v) => t(`profile.options.aboriginalStatus.${v}`)),
      provinces: options(
        PROVINCES.map((p) => p.code),
        (code) => t(`profile.provinces.${code as (typeof PROVINCES)[number]['code']}`),
      ),
    };
  }, [t]);
}
