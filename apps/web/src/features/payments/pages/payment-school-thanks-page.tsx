import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RetryAlert } from '../../../components/retry-alert';
import { SentenceWithName } from '../../../components/sentence-with-name';
import { ThanksScreen } from '../../../components/thanks-screen';
import { useInstitute } from '../../institute/api/get-institute';
import { useSchoolPaymentRequest } from '../api/get-school-payment-request';
import { SchoolPaymentSlip } from '../components/school-payment-slip';

/** The slip of the request `?payment=` names: its code, the amount, where and when to pay. */
function Slip({ id }: { id: number }) {
  const { t } = useTranslation();
  const request = useSchoolPaymentRequest(id);
  if (request.isPending)
    return (
      <Box sx={{ py: 4 }}>
        <CircularProgress aria-label={t('schoolSlip.title')} />
      </Box>
    );
  if (request.isError)
    return <RetryAlert message={t('schoolSlip.loadFailed')} onRetry={() => void request.refetch()} />;
  return <SchoolPaymentSlip request={request.data} />;
}

/** After asking to pay at the school: the school has the request; access opens once it records the payment. */
export function PaymentSchoolThanksPage() {
  const { t } = useTranslation();
  const { data: institute } = useInstitute();
  const [params] = useSearchParams();
  const payment = Number(params.get('payment'));
  return (
    <ThanksScreen
      icon={<AccountBalanceOutlinedIcon />}
      title={t('pages.paymentSchoolThanks.title')}
      programOpen={false}
      paragraphs={({ name, lang }) => [
        <SentenceWithName
          i18nKey={institute ? 'pages.paymentSchoolThanks.text' : 'pages.paymentSchoolThanks.textNoSchool'}
          name={name}
          lang={lang}
          values={institute ? { school: institute.name } : undefined}
        />,
        t('pages.paymentSchoolThanks.next'),
      ]}
    >
      {Number.isInteger(payment) && payment > 0 && (
        <Box sx={{ mb: 4 }}>
          <Slip id={payment} />
        </Box>
      )}
    </ThanksScreen>
  );
}
