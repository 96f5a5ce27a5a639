import type { TCourseSummary } from '@portal/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, type UseFormSetValue, useController, useWatch } from 'react-hook-form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CohortDates } from '../../../components/cohort-dates';
import type { ProfileFormState } from '../profile-form-values';
import { useFieldMode } from './profile-field-mode';
import { FieldCell, SectionCard } from './section-card';

type IdSelectProps = {
  control: Control<ProfileFormState>;
  name: 'subscribing_course_id' | 'subscribing_cohort_id';
  label: string;
  /** `lang`: the language of a program's or cohort's name, where it may differ from the page's. */
  options: { id: number; label: ReactNode; lang?: string }[];
  required?: boolean;
  onPicked?: (id: number | null) => void;
};

function IdSelect({ control, name, label, options, required, onPicked }: IdSelectProps) {
  const { t } = useTranslation();
  const mode = useFieldMode(name);
  const {
    field: { ref, value, onChange, ...field },
    fieldState: { error },
  } = useController({ control, name });
  return (
    <TextField
      {...field}
      select
      fullWidth
      label={label}
      required={required}
      value={value === null || value === undefined ? '' : String(value)}
      inputRef={ref}
      error={Boolean(error)}
      helperText={error?.message}
      onChange={(event) => {
        const id = event.target.value === '' ? null : Number(event.target.value);
        onChange(id);
        onPicked?.(id);
      }}
      slotProps={{ input: { readOnly: mode.readOnly } }}
    >
      <MenuItem value="">
        <em>{t('profile.enrollment.none')}</em>
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={String(option.id)} lang={option.lang}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

type EnrollmentCardProps = {
  control: Control<ProfileFormState>;
  setValue: UseFormSetValue<ProfileFormState>;
  courses: TCourseSummary[];
};

/** Shown while the profile is incomplete: the program to subscribe to, and its cohort when it has them. */
export function EnrollmentCard({ control, setValue, courses }: EnrollmentCardProps) {
  const { t } = useTranslation();
  const courseId = useWatch({ control, name: 'subscribing_course_id' });
  const course = courses.find((c) => c.id === courseId);

  return (
    <SectionCard title={t('profile.sections.enrollment')} subheader={t('profile.enrollment.text')}>
      <FieldCell>
        <IdSelect
          control={control}
          name="subscribing_course_id"
          label={t('profile.fields.program')}
          options={courses.map((c) => ({ id: c.id, label: c.name, lang: c.lang }))}
          onPicked={() => setValue('subscribing_cohort_id', null, { shouldDirty: true })}
        />
      </FieldCell>
      {course?.is_cohort && (
        <FieldCell>
          <IdSelect
            control={control}
            name="subscribing_cohort_id"
            label={t('profile.fields.cohort')}
            required
            options={course.cohorts.map((cohort) => ({
              id: cohort.id,
              label: <CohortDates cohort={cohort} i18nKey="profile.enrollment.cohort" />,
            }))}
          />
        </FieldCell>
      )}
    </SectionCard>
  );
}
