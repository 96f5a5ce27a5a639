import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import { useTranslation } from 'react-i18next';
import { MaintenanceScreen } from '../components/maintenance-screen';

export function MaintenanceUnplannedPage() {
  const { t } = useTranslation();
  return (
    <MaintenanceScreen
      icon={<ReportProblemOutlinedIcon />}
      title={t('pages.maintenanceUnplanned.title')}
      text={(name) => t('pages.maintenanceUnplanned.text', { name })}
    />
  );
}
