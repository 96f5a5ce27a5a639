import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField, type SelectOption } from '../../../components/form-select-field';
import { FormTextField } from '../../../components/form-text-field';
import type { ProfileFormState } from '../profile-form-values';
import { useFieldMode, VerifiedField } from './profile-field-mode';

type Name = Path<ProfileFormState>;

type ProfileTextFieldProps = {
  control: Control<ProfileFormState>;
  name: Name;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'>;

/** A profile text field: read-only while viewing, locked once verified, with its check underneath. */
export function ProfileTextField({ control, name, slotProps, disabled, ...props }: ProfileTextFieldProps) {
  const mode = useFieldMode(name);
  return (
    <VerifiedField field={name}>
      <FormTextField
        control={control}
        name={name}
        fullWidth
        {...props}
        disabled={disabled || mode.disabled}
        slotProps={{ ...slotProps, input: { readOnly: mode.readOnly, ...slotProps?.input } }}
      />
    </VerifiedField>
  );
}

type ProfileSelectFieldProps = {
  control: Control<ProfileFormState>;
  name: Name;
  label: string;
  options: readonly SelectOption[];
  emptyValue?: null | '';
  required?: boolean;
  helperText?: string;
};

export function ProfileSelectField({
  control,
  name,
  label,
  options,
  emptyValue = null,
  required,
  helperText,
}: ProfileSelectFieldProps) {
  const { t } = useTranslation();
  const mode = useFieldMode(name);
  return (
    <VerifiedField field={name}>
      <FormSelectField
        control={control}
        name={name}
        label={label}
        options={options}
        emptyValue={emptyValue}
        emptyLabel={required ? undefined : t('profile.notSaid')}
        required={required}
        helperText={helperText}
        readOnly={mode.readOnly}
        disabled={mode.disabled}
        fullWidth
      />
    </VerifiedField>
  );
}

type ProfileYesNoFieldProps = {
  control: Control<ProfileFormState>;
  name: 'is_referred' | 'international_student';
  label: string;
  /** Called after the choice changes, with the new value. */
  onChoice?: (value: boolean) => void;
};

/** Yes/No shown, a boolean kept. */
export function ProfileYesNoField({ control, name, label, onChoice }: ProfileYesNoFieldProps) {
  const { t } = useTranslation();
  const mode = useFieldMode(name);
  const {
    field: { ref, value, onChange, ...field },
  } = useController({ control, name });
  return (
    <TextField
      {...field}
      select
      fullWidth
      label={label}
      value={value ? 'true' : 'false'}
      inputRef={ref}
      onChange={(event) => {
        const chosen = event.target.value === 'true';
        onChange(chosen);
        onChoice?.(chosen);
      }}
      disabled={mode.disabled}
      slotProps={{ input: { readOnly: mode.readOnly } }}
    >
      <MenuItem value="true">{t('profile.yes')}</MenuItem>
      <MenuItem value="false">{t('profile.no')}</MenuItem>
    </TextField>
  );
}
