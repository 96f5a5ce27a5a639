import { ZPassword } from '@portal/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';

/** The contract's password rule, told in the reader's language. */
export function passwordSchema(t: TFunction) {
  return z.string().refine((value) => ZPassword.safeParse(value).success, t('auth.passwordRule'));
}

/** For `schema.refine(...)`: the confirmation must repeat the password; its message shows under it. */
export function passwordsMatch(t: TFunction) {
  const check = (values: { password: string; confirmPassword: string }) =>
    values.password === values.confirmPassword;
  return [check, { path: ['confirmPassword'], message: t('auth.validation.passwordsMatch') }] as [
    typeof check,
    { path: string[]; message: string },
  ];
}

type PasswordFieldsProps<T extends FieldValues> = {
  control: Control<T>;
  passwordLabel: string;
};

export function PasswordFields<T extends FieldValues & { password: string; confirmPassword: string }>({
  control,
  passwordLabel,
}: PasswordFieldsProps<T>) {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField
        control={control}
        name={'password' as Path<T>}
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        helperText={t('auth.passwordRule')}
        required
        fullWidth
      />
      <FormTextField
        control={control}
        name={'confirmPassword' as Path<T>}
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        fullWidth
      />
    </>
  );
}
