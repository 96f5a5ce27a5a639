import type { TCourseSummary } from '@portal/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

type PaymentPlanListProps = {
  plans: TCourseSummary['payment_plans'];
  currency: string;
  headingComponent?: 'h3' | 'h4';
};

/** Each plan: the registration fee paid on subscribing, then the instalments and when they fall due. */
export function PaymentPlanList({ plans, currency, headingComponent = 'h3' }: PaymentPlanListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {plans.map((plan) => (
        <Box component="li" key={plan.id} sx={{ p: 2, borderRadius: 1, bgcolor: 'background.neutral' }}>
          <Typography variant="subtitle1" component={headingComponent} lang={plan.lang}>
            {plan.name}
          </Typography>
          <Typography variant="body2">
            {t('catalogue.plan.registrationFee', { amount: format.money(plan.registration_fee, currency) })}
          </Typography>
          {plan.installments.length > 0 ? (
            <Box component="ol" sx={{ pl: 2.5, my: 1 }}>
              {plan.installments.map((instalment) => (
                <Typography component="li" variant="body2" key={instalment.number}>
                  {t('catalogue.plan.instalment', {
                    count: instalment.due_after_days,
                    number: instalment.number,
                    amount: format.money(instalment.amount, currency),
                  })}
                </Typography>
              ))}
            </Box>
          ) : (
            <Typography variant="body2">
              {t('catalogue.plan.remaining', { amount: format.money(plan.due_amount, currency) })}
            </Typography>
          )}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('catalogue.plan.total', {
              amount: format.money(plan.registration_fee + plan.due_amount, currency),
            })}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
