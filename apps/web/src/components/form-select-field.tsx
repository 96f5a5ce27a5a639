import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

export type SelectOption = { value: string; label: string };

type FormSelectFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  options: readonly SelectOption[];
  /** What an empty choice holds in the form: null for an optional choice, '' for a text field. */
  emptyValue?: null | '';
  /** Shown as the first, empty choice; without it the choice cannot be emptied. */
  emptyLabel?: string;
  readOnly?: boolean;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'select'>;

/** A select bound to a react-hook-form field; an empty choice becomes `emptyValue`. */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  options,
  emptyValue = null,
  emptyLabel,
  readOnly = false,
  helperText,
  slotProps,
  ...props
}: FormSelectFieldProps<T>) {
  const {
    field: { ref, value, onChange, ...field },
    fieldState: { error },
  } = useController({ control, name });
  return (
    <TextField
      {...props}
      {...field}
      select
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? emptyValue : event.target.value)}
      inputRef={ref}
      error={Boolean(error)}
      helperText={error?.message ?? helperText}
      slotProps={{ ...slotProps, input: { readOnly, ...slotProps?.input } }}
    >
      {emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
