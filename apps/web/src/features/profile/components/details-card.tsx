import { latestBirthDate, type TPlaceSuggestion, type TStudentProfile } from '@portal/contract';
import TextField from '@mui/material/TextField';
import type { Control, UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProfileOptions } from '../hooks/use-profile-options';
import { type ProfileFormState, todayIso } from '../profile-form-values';
import { AddressAutocomplete } from './address-autocomplete';
import { useFieldMode, VerifiedField } from './profile-field-mode';
import { ProfileSelectField, ProfileTextField } from './profile-fields';
import { FieldCell, SectionCard } from './section-card';

type DetailsCardProps = {
  control: Control<ProfileFormState>;
  setValue: UseFormSetValue<ProfileFormState>;
  profile: TStudentProfile;
  canada: boolean;
};

/** Names, personal details, contact and the mailing address. */
export function DetailsCard({ control, setValue, profile, canada }: DetailsCardProps) {
  const { t } = useTranslation();
  const options = useProfileOptions();
  const addressMode = useFieldMode('address');

  const pick = (place: TPlaceSuggestion) => {
    const options = { shouldDirty: true, shouldValidate: true } as const;
    setValue('city', place.city, options);
    setValue('province', place.province, options);
    // the place gives the postal code's first half; the student completes it
    setValue('postal_code', place.postal_code, { shouldDirty: true });
    setValue('country', place.country, options);
  };

  return (
    <SectionCard title={t('profile.sections.details')}>
      <FieldCell>
        <ProfileTextField
          control={control}
          name="first_name"
          label={t('profile.fields.firstName')}
          helperText={t('profile.hints.firstName')}
          autoComplete="given-name"
          required
        />
      </FieldCell>
      <FieldCell>
        <ProfileTextField
          control={control}
          name="middle_name"
          label={t('profile.fields.middleName')}
          autoComplete="additional-name"
        />
      </FieldCell>
      <FieldCell>
        <ProfileTextField
          control={control}
          name="last_name"
          label={t('profile.fields.lastName')}
          autoComplete="family-name"
          required
        />
      </FieldCell>
      <FieldCell>
        <ProfileTextField
          control={control}
          name="nick_name"
          label={t('profile.fields.nickName')}
          autoComplete="nickname"
        />
      </FieldCell>
      <FieldCell>
        <ProfileSelectField
          control={control}
          name="pronoun"
          label={t('profile.fields.pronoun')}
          options={options.pronouns}
        />
      </FieldCell>
      <FieldCell>
        <ProfileSelectField
          control={control}
          name="gender"
          label={t('profile.fields.gender')}
          options={options.genders}
        />
      </FieldCell>
      <FieldCell>
        <ProfileTextField
          control={control}
          name="date_of_birth"
          label={t('profile.fields.dateOfBirth')}
          type="date"
          required
          autoComplete="bday"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: latestBirthDate(todayIso()) } }}
        />
      </FieldCell>
      <FieldCell>
        <TextField
          label={t('profile.fields.email')}
          value={profile.email}
          helperText={t('messages.profile.emailReadOnly')}
          fullWidth
          slotProps={{ input: { readOnly: true } }}
        />
      </FieldCell>
      <FieldCell>
        <ProfileTextField
          control={control}
          name="phone"
          label={t('profile.fields.phone')}
          helperText={t('messages.rules.phone')}
          type="tel"
          autoComplete="tel"
          required
        />
      </FieldCell>
      <FieldCell wide>
        <VerifiedField field="address">
          <AddressAutocomplete
            control={control}
            name="address"
            label={t('profile.fields.address')}
            helperText={addressMode.editing ? t('profile.hints.address') : undefined}
            required
            readOnly={addressMode.readOnly}
            disabled={addressMode.disabled}
            onPick={pick}
          />
        </VerifiedField>
      </FieldCell>
      <FieldCell>
        <ProfileTextField
          control={control}
          name="city"
          label={t('profile.fields.city')}
          autoComplete="address-level2"
          required
        />
      </FieldCell>
      <FieldCell>
        {canada ? (
          <ProfileSelectField
            control={control}
            name="province"
            label={t('profile.fields.province')}
            options={options.provinces}
            emptyValue=""
            required
          />
        ) : (
          <ProfileTextField
            control={control}
            name="province"
            label={t('profile.fields.province')}
            autoComplete="address-level1"
            required
          />
        )}
      </FieldCell>
      <FieldCell>
        <ProfileTextField
          control={control}
          name="postal_code"
          label={t('profile.fields.postalCode')}
          helperText={canada ? t('messages.rules.postalCode') : undefined}
          autoComplete="postal-code"
          required
        />
      </FieldCell>
      <FieldCell>
        <ProfileTextField
          control={control}
          name="country"
          label={t('profile.fields.country')}
          autoComplete="country-name"
          required
          // a Canadian school's students live in one of its 13 provinces and territories
          slotProps={canada ? { input: { readOnly: true } } : undefined}
        />
      </FieldCell>
    </SectionCard>
  );
}
