import type { TPlaceSuggestion } from '@portal/contract';
import TextField from '@mui/material/TextField';
import { type ReactNode, type RefObject, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

export type AddressAutocompleteProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  /** A suggestion was chosen: fill the city, province, postal code and country from it. */
  onPick: (place: TPlaceSuggestion) => void;
};

/** The stand-in's selection, kept when it had the focus as the combobox replaced it. */
export type Caret = [number, number];

// the Autocomplete and its Popper are loaded once the address can be edited, not with the page
const AddressCombobox = lazyComponent(
  'AddressCombobox',
  () => import('./address-combobox'),
  (m) => m.default,
);

/** The address as typed, with suggestions limited to Canada once a few letters are in. */
export function AddressAutocomplete<T extends FieldValues>(props: AddressAutocompleteProps<T>) {
  const editable = !props.readOnly && !props.disabled;
  const [wanted, setWanted] = useState(editable);
  // once loaded it stays, in view mode too
  if (editable && !wanted) setWanted(true);
  const caretRef = useRef<Caret | null>(null);
  const standIn = <AddressStandIn {...props} caretRef={caretRef} />;
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <AddressCombobox {...(props as AddressAutocompleteProps<FieldValues>)} caretRef={caretRef} />
    </Suspense>
  );
}

/** The combobox's input as it shows with no suggestions open, until the combobox is loaded. */
function AddressStandIn<T extends FieldValues>({
  control,
  name,
  label,
  required,
  readOnly = false,
  disabled = false,
  helperText,
  caretRef,
}: AddressAutocompleteProps<T> & { caretRef: RefObject<Caret | null> }) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name });
  const input = useRef<HTMLInputElement>(null);
  // runs before the input leaves the page, while it still holds the focus
  useLayoutEffect(() => {
    const element = input.current;
    return () => {
      if (element && document.activeElement === element) {
        caretRef.current = [element.selectionStart ?? 0, element.selectionEnd ?? 0];
      }
    };
  }, [caretRef]);
  return (
    <TextField
      name={name}
      inputRef={(element: HTMLInputElement | null) => {
        input.current = element;
        ref(element);
      }}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      label={label}
      required={required}
      disabled={disabled}
      fullWidth
      error={Boolean(error)}
      helperText={error?.message ?? helperText}
      autoComplete="off"
      slotProps={{
        htmlInput: {
          readOnly,
          role: 'combobox',
          'aria-autocomplete': 'both',
          'aria-expanded': false,
          autoCapitalize: 'none',
          spellCheck: 'false',
        },
      }}
    />
  );
}
