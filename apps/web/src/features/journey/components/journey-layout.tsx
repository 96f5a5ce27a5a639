import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, ScrollRestoration } from 'react-router';
import { Logo } from '../../../components/logo';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/skip-link';
import { useInstitute } from '../../institute/api/get-institute';
import { useSiteConfig } from '../../institute/api/get-site-config';

/** The program journey's own frame: no site footer, a way back to My Programs. */
export function JourneyLayout() {
  const { t } = useTranslation();
  const { data: institute } = useInstitute();
  const { data: site } = useSiteConfig();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <SkipLink />
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 2 }}>
          {institute && <Logo src={site?.logo} name={institute.name} height={32} />}
          <Box sx={{ flexGrow: 1 }} />
          <Button component={RouterLink} to="/dashboard" startIcon={<ArrowBackIcon />} color="inherit">
            {t('nav.myPrograms')}
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      {/* another item opens at its top; back and forward return where the reader was */}
      <ScrollRestoration getKey={(location) => location.pathname} />
    </Box>
  );
}
