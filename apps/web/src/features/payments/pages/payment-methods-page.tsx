import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../../components/page';
import { useInstitute } from '../../institute/api/get-institute';

function MethodCard({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardContent>
        <Box aria-hidden sx={{ color: 'primary.main', mb: 1, '& svg': { fontSize: 40 } }}>
          {icon}
        </Box>
        <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {text}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** `/payment`: the ways this institute accepts payment, and how payment plans work. */
export function PaymentMethodsPage() {
  const { t } = useTranslation();
  const { data: institute, isPending, isError } = useInstitute();

  const methods = [
    { key: 'card', icon: <CreditCardOutlinedIcon />, show: true },
    { key: 'interac', icon: <AccountBalanceOutlinedIcon />, show: institute?.enable_click2pay === true },
    { key: 'school', icon: <SchoolOutlinedIcon />, show: institute?.enable_paid_at_school === true },
  ] as const;

  return (
    <Page title={t('pages.payment.title')} subtitle={t('pages.payment.description')}>
      {isPending && <Skeleton variant="rounded" height={200} />}
      {isError && <Alert severity="error">{t('institute.loadFailed')}</Alert>}
      {institute && (
        <>
          <Grid container spacing={3} sx={{ mb: 5 }}>
            {methods
              .filter((method) => method.show)
              .map((method) => (
                <Grid key={method.key} size={{ xs: 12, md: 4 }}>
                  <MethodCard
                    icon={method.icon}
                    title={t(`payment.methods.${method.key}.title`)}
                    text={t(`payment.methods.${method.key}.text`, { name: institute.name })}
                  />
                </Grid>
              ))}
          </Grid>
          <Card component="section" aria-labelledby="payment-plans">
            <CardContent>
              <Box aria-hidden sx={{ color: 'primary.main', mb: 1, '& svg': { fontSize: 40 } }}>
                <CalendarMonthOutlinedIcon />
              </Box>
              <Typography id="payment-plans" variant="h5" component="h2" sx={{ mb: 1 }}>
                {t('payment.plans.title')}
              </Typography>
              <Typography sx={{ mb: 1 }}>{t('payment.plans.text')}</Typography>
              <Typography sx={{ mb: 2, color: 'text.secondary' }}>
                {t('payment.plans.instalments')}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                {t('payment.currency', { currency: institute.currency })}
              </Typography>
              <Button component={RouterLink} to="/pricing" variant="outlined">
                {t('payment.seePricing')}
              </Button>
            </CardContent>
          </Card>
        </>
      )}
    </Page>
  );
}
