import CelebrationOutlinedIcon from '@mui/icons-material/CelebrationOutlined';
import { useTranslation } from 'react-i18next';
import { SentenceWithName } from '../../../components/sentence-with-name';
import { ThanksScreen } from '../../../components/thanks-screen';

/** After joining a program with a free trial: how long it lasts, and how to keep access after it. */
export function FreeTrialThanksPage() {
  const { t } = useTranslation();
  return (
    <ThanksScreen
      icon={<CelebrationOutlinedIcon />}
      title={t('pages.freeTrialThanks.title')}
      paragraphs={({ name, lang, course }) => [
        <SentenceWithName
          i18nKey={course?.trial_days ? 'pages.freeTrialThanks.textDays' : 'pages.freeTrialThanks.text'}
          name={name}
          lang={lang}
          count={course?.trial_days ?? undefined}
        />,
        t('pages.freeTrialThanks.next'),
      ]}
    />
  );
}
