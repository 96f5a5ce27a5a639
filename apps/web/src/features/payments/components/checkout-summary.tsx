import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TCourseDetail, TSubscription } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

function Row({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography
        variant={strong ? 'subtitle1' : 'body2'}
        sx={{ color: strong ? 'text.primary' : 'text.secondary' }}
      >
        {label}
      </Typography>
      <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ textAlign: 'right' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** The order: which program and cohort, what it costs, and what is paid today. */
export function CheckoutSummary({
  course,
  subscription,
  amount,
  dueLabel,
}: {
  course: TCourseDetail;
  subscription: TSubscription;
  amount: number;
  dueLabel: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const cohort = course.cohorts.find((c) => c.id === subscription.cohort);
  return (
    <Card
      component="aside"
      aria-label={t('checkout.summary')}
      sx={{ position: { md: 'sticky' }, top: { md: 96 } }}
    >
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="overline" sx={{ color: 'text.secondary' }}>
            {t('checkout.summary')}
          </Typography>
          <Typography variant="h5" component="h2" lang={course.lang}>
            {course.name}
          </Typography>
          {cohort && (
            <Typography variant="body2">
              <span lang={cohort.lang}>{cohort.name}</span> ·{' '}
              {t('catalogue.dateRange', {
                start: format.date(cohort.start_date),
                end: format.date(cohort.end_date),
              })}
            </Typography>
          )}
          <Divider />
          <Row
            label={t('checkout.programFees')}
            value={format.money(subscription.price, subscription.price_currency)}
          />
          <Row label={dueLabel} value={format.money(amount, subscription.price_currency)} strong />
        </Stack>
      </CardContent>
    </Card>
  );
}
