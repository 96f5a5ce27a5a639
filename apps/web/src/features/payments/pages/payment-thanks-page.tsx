import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { SentenceWithName } from '../../../components/sentence-with-name';
import { ThanksScreen } from '../../../components/thanks-screen';

/** After a payment, or a new enrolment in a free program: the program is open. */
export function PaymentThanksPage() {
  const { t } = useTranslation();
  return (
    <ThanksScreen
      icon={<CheckCircleOutlineIcon />}
      title={t('pages.paymentThanks.title')}
      paragraphs={({ name, lang }) => [
        <SentenceWithName i18nKey="pages.paymentThanks.text" name={name} lang={lang} />,
        t('pages.paymentThanks.next'),
      ]}
    />
  );
}
