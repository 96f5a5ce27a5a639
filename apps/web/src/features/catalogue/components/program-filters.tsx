import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { COURSE_KINDS, type TListCoursesQuery } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useInstitute } from '../../../lib/institute/get-institute';
import { useFormat } from '../../../lib/format';

export type Kind = NonNullable<TListCoursesQuery['kind']>;
/** Price ceilings offered, in whole currency units. */
export const PRICE_CEILINGS = [100, 500, 1000, 5000] as const;

export function parseKind(value: string | null): Kind | undefined {
  return COURSE_KINDS.find((kind) => kind === value);
}

export function parseCeiling(value: string | null): number | undefined {
  return PRICE_CEILINGS.find((ceiling) => String(ceiling) === value);
}

/** One chip per kind of program; choosing the chosen one again shows every kind. */
export function KindChips({
  value,
  onChange,
  linkTo,
}: {
  value?: Kind;
  onChange?: (kind: Kind | undefined) => void;
  /** On the home page each chip is a link to the programs it names. */
  linkTo?: (kind: Kind) => string;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      role="group"
      aria-label={t('catalogue.filters.kind')}
    >
      {COURSE_KINDS.map((kind) =>
        linkTo ? (
          <Chip
            key={kind}
            label={t(`catalogue.filters.kinds.${kind}`)}
            component={RouterLink}
            to={linkTo(kind)}
            clickable
            variant="outlined"
          />
        ) : (
          <Chip
            key={kind}
            label={t(`catalogue.filters.kinds.${kind}`)}
            color={value === kind ? 'primary' : 'default'}
            variant={value === kind ? 'filled' : 'outlined'}
            aria-pressed={value === kind}
            onClick={() => onChange?.(value === kind ? undefined : kind)}
          />
        ),
      )}
    </Stack>
  );
}

/** The most a student wants to pay, in the institute's currency. */
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
  return (
    <FormControl size="small" sx={{ minWidth: 200 }}>
      <InputLabel id="price-ceiling">{t('catalogue.filters.price')}</InputLabel>
      <Select
        labelId="price-ceiling"
        label={t('catalogue.filters.price')}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => onChange(parseCeiling(event.target.value))}
      >
        <MenuItem value="">{t('catalogue.filters.anyPrice')}</MenuItem>
        {PRICE_CEILINGS.map((ceiling) => (
          <MenuItem key={ceiling} value={String(ceiling)}>
            {t('catalogue.filters.upTo', { amount: format.money(ceiling * 100, currency) })}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
