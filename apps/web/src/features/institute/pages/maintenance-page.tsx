import { useTranslation } from 'react-i18next';
import { MaintenanceScreen } from '../components/maintenance-screen';

export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <MaintenanceScreen
      title={t('pages.maintenance.title')}
      text={(name) => t('pages.maintenance.text', { name })}
    />
  );
}
