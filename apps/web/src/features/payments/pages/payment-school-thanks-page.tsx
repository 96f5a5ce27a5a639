import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import { useTranslation } from 'react-i18next';
import { ThanksScreen } from '../../../components/thanks-screen';
import { useInstitute } from '../../../lib/institute/get-institute';

/** After asking to pay at the school: the school has the request; access opens once it records the payment. */
export function PaymentSchoolThanksPage() {
  const { t } = useTranslation();
  const { data: institute } = useInstitute();
  return (
    <ThanksScreen
      icon={<AccountBalanceOutlinedIcon />}
      title={t('pages.paymentSchoolThanks.title')}
      programOpen={false}
      paragraphs={({ name }) => [
        institute
          ? t('pages.paymentSchoolThanks.text', { name, school: institute.name })
          : t('pages.paymentSchoolThanks.textNoSchool', { name }),
        t('pages.paymentSchoolThanks.next'),
      ]}
    />
  );
}
