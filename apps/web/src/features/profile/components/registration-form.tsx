import { DEFAULTS, latestBirthDate, type TPlaceSuggestion, type TStudentProfile } from '@portal/contract';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/form-select-field';
import { FormTextField } from '../../../components/form-text-field';
import { isApiError } from '../../../lib/api-client';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { fieldErrorText, errorMessage } from '../../../lib/api-errors';
import { withLocalMessages } from '../../../lib/forms/rule-messages';
import { toast } from '../../../lib/toast';
import {
  type RegistrationRequest,
  type RegistrationState,
  useRegisterStudent,
} from '../api/register-student';
import { useProfileOptions } from '../hooks/use-profile-options';
import { todayIso } from '../profile-form-values';
import { AddressAutocomplete } from './address-autocomplete';

const FIELDS = [
  'first_name',
  'last_name',
  'date_of_birth',
  'address',
  'city',
  'province',
  'postal_code',
  'phone',
];

type RegistrationFormProps = {
  profile: TStudentProfile;
  /** Registered: `profileComplete` tells whether the profile still asks for more. */
  onRegistered: (profileComplete: boolean) => void;
};

/** The registration form: name, address in Canada, phone and date of birth. */
export function RegistrationForm({ profile, onRegistered }: RegistrationFormProps) {
  const { t } = useTranslation();
  const options = useProfileOptions();
  const register = useRegisterStudent();
  const resolver = useMemo(
    () =>
      withLocalMessages(
        lazyResolver(() =>
          import('../profile-schemas').then(({ registrationSchemaResolver }) => registrationSchemaResolver()),
        ),
        t,
      ),
    [t],
  );
  const { control, handleSubmit, setValue, setError } = useForm<
    RegistrationState,
    unknown,
    RegistrationRequest
  >({
    resolver,
    defaultValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      date_of_birth: profile.date_of_birth ?? '',
      address: profile.address,
      city: profile.city,
      province: profile.province,
      postal_code: profile.postal_code,
      phone: profile.phone,
      course: profile.subscribing_course_id,
    },
  });

  const pick = (place: TPlaceSuggestion) => {
    setValue('city', place.city, { shouldDirty: true, shouldValidate: true });
    setValue('province', place.province, { shouldDirty: true, shouldValidate: true });
    // the place gives the postal code's first half; the student completes it
    setValue('postal_code', place.postal_code, { shouldDirty: true });
  };

  const submit = handleSubmit(async (values) => {
    try {
      const result = await register.mutateAsync({
        profileId: profile.id,
        body: { ...values, is_active: true, groups: [], user_permissions: [] },
      });
      onRegistered(result.profile_complete);
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        let focus = true;
        for (const field of Object.keys(error.fieldErrors)) {
          if (!FIELDS.includes(field)) continue;
          setError(
            field as Path<RegistrationState>,
            { type: 'server', message: fieldErrorText(error, field, t) ?? '' },
            { shouldFocus: focus },
          );
          focus = false;
        }
      }
      toast.error(
        isApiError(error) && error.status !== 0
          ? (errorMessage(error, t) ??
              fieldErrorText(error, Object.keys(error.fieldErrors)[0] ?? '', t) ??
              error.message)
          : t('registration.failed'),
      );
    }
  });

  return (
    <Grid
      container
      spacing={2.5}
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('registration.form')}
    >
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="first_name"
          label={t('profile.fields.firstName')}
          helperText={t('profile.hints.firstName')}
          autoComplete="given-name"
          required
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="last_name"
          label={t('profile.fields.lastName')}
          autoComplete="family-name"
          required
          fullWidth
        />
      </Grid>
      <Grid size={12}>
        <AddressAutocomplete
          control={control}
          name="address"
          label={t('profile.fields.address')}
          helperText={t('profile.hints.address')}
          required
          onPick={pick}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="city"
          label={t('profile.fields.city')}
          autoComplete="address-level2"
          required
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelectField
          control={control}
          name="province"
          label={t('profile.fields.province')}
          options={options.provinces}
          emptyValue=""
          required
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="postal_code"
          label={t('profile.fields.postalCode')}
          helperText={t('messages.rules.postalCode')}
          autoComplete="postal-code"
          required
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label={t('profile.fields.country')}
          value={DEFAULTS.country}
          helperText={t('registration.countryFixed')}
          fullWidth
          slotProps={{ input: { readOnly: true } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="phone"
          label={t('profile.fields.phone')}
          helperText={t('messages.rules.registrationPhone')}
          type="tel"
          autoComplete="tel"
          required
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="date_of_birth"
          label={t('profile.fields.dateOfBirth')}
          type="date"
          autoComplete="bday"
          required
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: latestBirthDate(todayIso()) } }}
        />
      </Grid>
      <Grid size={12} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={register.isPending}
          sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 200 } }}
        >
          {t('registration.submit')}
        </Button>
      </Grid>
    </Grid>
  );
}
