import type { TStudentProfile } from '@portal/contract';
import TextField from '@mui/material/TextField';
import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProfileOptions } from '../hooks/use-profile-options';
import type { ProfileFormState } from '../profile-form-values';
import { useFieldMode, VerifiedField } from './profile-field-mode';
import { ProfileSelectField, ProfileTextField, ProfileYesNoField } from './profile-fields';
import { FieldCell, SectionCard } from './section-card';

type StudentInfoCardProps = {
  control: Control<ProfileFormState>;
  setValue: UseFormSetValue<ProfileFormState>;
  profile: TStudentProfile;
  /** The full SIN is still on its way to the edit form. */
  sinLoading: boolean;
};

/** Only for a Canadian institute: SIN, student number, legal and aboriginal status, referral. */
export function StudentInfoCard({ control, setValue, profile, sinLoading }: StudentInfoCardProps) {
  const { t } = useTranslation();
  const options = useProfileOptions();
  const sinMode = useFieldMode('sin_number');
  const [legalStatus, isReferred] = useWatch({ control, name: ['legal_status', 'is_referred'] });

  return (
    <SectionCard title={t('profile.sections.studentInfo')}>
      <FieldCell>
        {sinMode.editing ? (
          <ProfileTextField
            control={control}
            name="sin_number"
            label={t('profile.fields.sin')}
            helperText={t('profile.hints.sin')}
            required
            disabled={sinLoading}
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
          />
        ) : (
          // the full number never reaches the page outside the edit form
          <VerifiedField field="sin_number">
            <TextField
              label={t('profile.fields.sin')}
              value={profile.sin_number ?? ''}
              fullWidth
              slotProps={{ input: { readOnly: true } }}
            />
          </VerifiedField>
        )}
      </FieldCell>
      <FieldCell>
        <TextField
          label={t('profile.fields.studentNo')}
          value={profile.student_no ?? ''}
          placeholder={t('profile.hints.studentNoPending')}
          helperText={t('profile.hints.studentNo')}
          fullWidth
          slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
        />
      </FieldCell>
      <FieldCell>
        <ProfileSelectField
          control={control}
          name="legal_status"
          label={t('profile.fields.legalStatus')}
          options={options.legalStatuses}
        />
      </FieldCell>
      {legalStatus === 'others' && (
        <FieldCell>
          <ProfileTextField
            control={control}
            name="other_legal_status_remarks"
            label={t('profile.fields.otherLegalStatus')}
            required
          />
        </FieldCell>
      )}
      <FieldCell>
        <ProfileSelectField
          control={control}
          name="aboriginal_status"
          label={t('profile.fields.aboriginalStatus')}
          options={options.aboriginalStatuses}
        />
      </FieldCell>
      <FieldCell>
        <ProfileYesNoField
          control={control}
          name="international_student"
          label={t('profile.fields.internationalStudent')}
        />
      </FieldCell>
      <FieldCell>
        <ProfileTextField
          control={control}
          name="former_sur_name"
          label={t('profile.fields.formerSurname')}
        />
      </FieldCell>
      <FieldCell>
        <ProfileTextField
          control={control}
          name="admission_counsellor_name"
          label={t('profile.fields.admissionCounsellor')}
        />
      </FieldCell>
      <FieldCell>
        <ProfileYesNoField
          control={control}
          name="is_referred"
          label={t('profile.fields.isReferred')}
          // is_referred No clears referred_by
          onChoice={(referred) => {
            if (!referred) setValue('referred_by', '', { shouldDirty: true, shouldValidate: false });
          }}
        />
      </FieldCell>
      {isReferred && (
        <FieldCell>
          <ProfileTextField
            control={control}
            name="referred_by"
            label={t('profile.fields.referredBy')}
            required
          />
        </FieldCell>
      )}
    </SectionCard>
  );
}
