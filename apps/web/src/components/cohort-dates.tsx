import type { TCourseSummary } from '@portal/contract';
import { Trans } from 'react-i18next';
import { useFormat } from '../lib/format';

type Cohort = TCourseSummary['cohorts'][number];

/**
 * A sentence naming a cohort and its dates (`{{name}}`, `{{start}}`, `{{end}}`), the name marked in its
 * own language, which may not be the page's.
 */
export function CohortDates({
  cohort,
  i18nKey,
}: {
  cohort: Pick<Cohort, 'name' | 'lang' | 'start_date' | 'end_date'>;
  i18nKey: 'catalogue.cohortDates' | 'profile.enrollment.cohort';
}) {
  const format = useFormat();
  return (
    <Trans
      i18nKey={i18nKey}
      values={{ name: cohort.name, start: format.date(cohort.start_date), end: format.date(cohort.end_date) }}
      components={{ name: <span lang={cohort.lang} /> }}
    />
  );
}
