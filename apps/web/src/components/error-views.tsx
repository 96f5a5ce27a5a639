import BlockIcon from '@mui/icons-material/Block';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StatusScreen } from './status-screen';

function HomeButton() {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to="/" variant="contained" size="large">
      {t('common.goHome')}
    </Button>
  );
}

export function NotFoundView() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={<SearchOffIcon />}
      overline="404"
      title={t('errors.notFound.title')}
      text={t('errors.notFound.text')}
      actions={<HomeButton />}
    />
  );
}

export function ForbiddenView() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={<BlockIcon />}
      overline="403"
      title={t('errors.forbidden.title')}
      text={t('errors.forbidden.text')}
      actions={<HomeButton />}
    />
  );
}

/** The 500 screen; links with a full page load, since the app itself may be what failed. */
export function ServerErrorView() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={<ErrorOutlineIcon />}
      overline="500"
      title={t('errors.server.title')}
      text={t('errors.server.text')}
      actions={
        <>
          <Button href="/" variant="contained" size="large">
            {t('common.goHome')}
          </Button>
          <Button variant="outlined" size="large" onClick={() => window.location.reload()}>
            {t('common.reload')}
          </Button>
        </>
      }
    />
  );
}
