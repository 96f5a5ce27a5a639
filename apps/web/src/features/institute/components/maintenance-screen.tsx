import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactDetails } from '../../../components/contact-details';
import { StatusScreen } from '../../../components/status-screen';
import { useInstitute } from '../api/get-institute';
import { usePageTitle } from '../../../lib/use-page-title';

type MaintenanceScreenProps = {
  title: string;
  /** Receives the institute's name, or a neutral stand-in while it loads. */
  text: (name: string) => string;
  icon?: ReactNode;
};

/** Maintenance and coming-soon screens: what is happening, and how to reach the institute meanwhile. */
export function MaintenanceScreen({ title, text, icon = <BuildOutlinedIcon /> }: MaintenanceScreenProps) {
  const { t } = useTranslation();
  const { data: institute } = useInstitute();
  usePageTitle(title);
  return (
    <StatusScreen icon={icon} title={title} text={text(institute?.name ?? t('institute.fallbackName'))}>
      <Box sx={{ textAlign: 'left', display: 'inline-block' }}>
        <Typography variant="subtitle1" component="h2" sx={{ textAlign: 'center', mb: 1 }}>
          {t('institute.contactHeading', { name: institute?.name ?? t('institute.fallbackName') })}
        </Typography>
        <ContactDetails dense />
      </Box>
    </StatusScreen>
  );
}
