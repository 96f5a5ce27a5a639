import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { useTranslation } from 'react-i18next';
import { MaintenanceScreen } from '../components/maintenance-screen';

export function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <MaintenanceScreen
      icon={<HourglassEmptyIcon />}
      title={t('pages.comingSoon.title')}
      text={(name) => t('pages.comingSoon.text', { name })}
    />
  );
}
