import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { ReactNode } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

type FormCheckboxFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: ReactNode;
  disabled?: boolean;
  required?: boolean;
  helperText?: ReactNode;
};

/** A checkbox bound to a boolean react-hook-form field; its error shows under it. */
export function FormCheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  required,
  helperText,
}: FormCheckboxFieldProps<T>) {
  const {
    field: { ref, value, onChange, ...field },
    fieldState: { error },
  } = useController({ control, name });
  const message = error?.message ?? helperText;
  return (
    <FormControl error={Boolean(error)} required={required} disabled={disabled} sx={{ display: 'flex' }}>
      <FormControlLabel
        required={required}
        disabled={disabled}
        control={
          <Checkbox
            {...field}
            checked={Boolean(value)}
            onChange={(_, checked) => onChange(checked)}
            slotProps={{ input: { ref, 'aria-invalid': Boolean(error) } }}
          />
        }
        label={label}
      />
      {message && (
        // readable even under a disabled box, where it says why the box cannot change
        <FormHelperText disabled={false} sx={{ mt: 0 }}>
          {message}
        </FormHelperText>
      )}
    </FormControl>
  );
}
