import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import { useTranslation } from 'react-i18next';
import { MaintenanceScreen } from '../components/maintenance-screen';

export function MaintenancePlannedPage() {
  const { t } = useTranslation();
  return (
    <MaintenanceScreen
      icon={<EventOutlinedIcon />}
      title={t('pages.maintenancePlanned.title')}
      text={(name) => t('pages.maintenancePlanned.text', { name })}
    />
  );
}
