import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useInstitute } from '../../institute/api/get-institute';
import { parseCeiling, PRICE_CEILINGS } from './program-filters';

/**
 * The most a student wants to pay, in the institute's currency. A native select: the phone's own
 * picker, and none of MUI's menu code. Its label stays up, as the select always shows a choice.
 */
export function PriceSelect({
  value,
  onChange,
}: {
  value?: number;
  onChange: (ceiling: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const currency = useInstitute().data?.currency ?? 'CAD';
  const id = useId();
  return (
    <FormControl sx={{ minWidth: 200 }}>
      <InputLabel htmlFor={id} shrink>
        {t('catalogue.filters.price')}
      </InputLabel>
      <NativeSelect
        id={id}
        input={<OutlinedInput notched label={t('catalogue.filters.price')} />}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => onChange(parseCeiling(event.target.value))}
      >
        <option value="">{t('catalogue.filters.anyPrice')}</option>
        {PRICE_CEILINGS.map((ceiling) => (
          <option key={ceiling} value={String(ceiling)}>
            {t('catalogue.filters.upTo', { amount: format.money(ceiling * 100, currency) })}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
