import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { COURSE_KINDS, type TListCoursesQuery } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

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
