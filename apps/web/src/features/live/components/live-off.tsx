import VideocamOffOutlinedIcon from '@mui/icons-material/VideocamOffOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';

/** Shown where live sessions would be while the school does not offer them. */
export function LiveOff({ backTo = '/dashboard', backLabel }: { backTo?: string; backLabel?: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<VideocamOffOutlinedIcon />}
      title={t('live.off.title')}
      text={t('live.off.text')}
      action={
        <Button component={RouterLink} to={backTo} variant="outlined">
          {backLabel ?? t('live.goToDashboard')}
        </Button>
      }
    />
  );
}
