import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const DEBOUNCE_MS = 300;

type ProgramSearchProps = { value: string; onSearch: (value: string) => void };

/** Searches as the student types, once typing pauses. */
export function ProgramSearch({ value, onSearch }: ProgramSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);

  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <TextField
      type="search"
      label={t('catalogue.searchLabel')}
      placeholder={t('catalogue.searchPlaceholder')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      fullWidth
      slotProps={{
        htmlInput: { maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
