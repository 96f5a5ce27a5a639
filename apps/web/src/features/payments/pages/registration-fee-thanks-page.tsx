import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useTranslation } from 'react-i18next';
import { ThanksScreen } from '../../../components/thanks-screen';

/** After paying a payment plan's registration fee: the program is open, the instalments follow. */
export function RegistrationFeeThanksPage() {
  const { t } = useTranslation();
  return (
    <ThanksScreen
      icon={<TaskAltIcon />}
      title={t('pages.registrationFeeThanks.title')}
      paragraphs={({ name }) => [
        t('pages.registrationFeeThanks.text', { name }),
        t('pages.registrationFeeThanks.next'),
      ]}
    />
  );
}
