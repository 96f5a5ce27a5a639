import type { TPlaceSuggestion } from '@portal/contract';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useForkRef from '@mui/utils/useForkRef';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { PLACE_SEARCH_MIN_LENGTH, usePlaces } from '../api/search-places';
import type { AddressAutocompleteProps, Caret } from './address-autocomplete';

const SEARCH_DELAY_MS = 300;

/** The address as typed, with suggestions limited to Canada once a few letters are in. */
export default function AddressCombobox<T extends FieldValues>({
  control,
  name,
  label,
  required,
  readOnly = false,
  disabled = false,
  helperText,
  onPick,
  caretRef,
}: AddressAutocompleteProps<T> & { caretRef: RefObject<Caret | null> }) {
  const { t } = useTranslation();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name });
  const input = useRef<HTMLInputElement>(null);
  const inputRef = useForkRef(ref, input);
  const [open, setOpen] = useState(false);
  // typed into the stand-in before this loaded: it takes over the focus and shows its suggestions
  useLayoutEffect(() => {
    const caret = caretRef.current;
    caretRef.current = null;
    if (!caret || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(...caret);
    setOpen(true);
  }, [caretRef]);
  const text = typeof value === 'string' ? value : '';
  const query = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  // the address just picked needs no suggestions of its own
  const [picked, setPicked] = useState<string | null>(null);
  const places = usePlaces(readOnly || disabled || query === picked ? '' : query);
  const searching = query.length >= PLACE_SEARCH_MIN_LENGTH;
  const options = searching ? (places.data?.results ?? []) : [];
  const note = searching && places.data?.sandbox ? t('profile.address.sandbox') : undefined;

  return (
    <Autocomplete<TPlaceSuggestion, false, false, true>
      freeSolo
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
      getOptionKey={(option) =>
        typeof option === 'string' ? option : `${option.label}|${option.postal_code}`
      }
      value={null}
      inputValue={text}
      onInputChange={(_, next, reason) => {
        if (reason === 'input' || reason === 'clear') onChange(next);
      }}
      onChange={(_, option) => {
        if (option && typeof option !== 'string') {
          onChange(option.label);
          setPicked(option.label);
          onPick(option);
        }
      }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      readOnly={readOnly}
      disabled={disabled}
      loading={places.isFetching}
      loadingText={t('common.loading')}
      autoComplete
      includeInputInList
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1.5 }}>
          <PlaceOutlinedIcon aria-hidden sx={{ color: 'text.secondary' }} />
          <Box>
            <Typography variant="body2">{option.label}</Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {[option.city, option.province, option.postal_code, option.country].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          inputRef={inputRef}
          onBlur={onBlur}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error?.message ?? note ?? helperText}
          autoComplete="off"
        />
      )}
    />
  );
}
