import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useTranslation } from 'react-i18next';
import { SentenceWithName } from '../../../components/sentence-with-name';
import { ThanksScreen } from '../../../components/thanks-screen';

/** After paying a payment plan's registration fee: the program is open, the instalments follow. */
export function RegistrationFeeThanksPage() {
  const { t } = useTranslation();
  return (
    <ThanksScreen
      icon={<TaskAltIcon />}
      title={t('pages.registrationFeeThanks.title')}
      paragraphs={({ name, lang }) => [
        <SentenceWithName i18nKey="pages.registrationFeeThanks.text" name={name} lang={lang} />,
        t('pages.registrationFeeThanks.next'),
      ]}
    />
  );
}
