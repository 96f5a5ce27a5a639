import CelebrationOutlinedIcon from '@mui/icons-material/CelebrationOutlined';
import { useTranslation } from 'react-i18next';
import { ThanksScreen } from '../../../components/thanks-screen';

/** After joining a program with a free trial: how long it lasts, and how to keep access after it. */
export function FreeTrialThanksPage() {
  const { t } = useTranslation();
  return (
    <ThanksScreen
      icon={<CelebrationOutlinedIcon />}
      title={t('pages.freeTrialThanks.title')}
      paragraphs={({ name, course }) => [
        course?.trial_days
          ? t('pages.freeTrialThanks.textDays', { name, count: course.trial_days })
          : t('pages.freeTrialThanks.text', { name }),
        t('pages.freeTrialThanks.next'),
      ]}
    />
  );
}
