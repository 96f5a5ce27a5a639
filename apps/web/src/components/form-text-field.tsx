import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'>;

/** A text field bound to a react-hook-form field: its error shows in place of the helper text. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<T>) {
  const {
    field: { ref, value, ...field },
    fieldState: { error },
  } = useController({ control, name });
  return (
    <TextField
      {...props}
      {...field}
      value={value ?? ''}
      inputRef={ref}
      error={Boolean(error)}
      helperText={error?.message ?? helperText}
    />
  );
}
