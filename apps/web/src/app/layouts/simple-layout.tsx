import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { Outlet, ScrollRestoration } from 'react-router';
import { ColorModeSwitch } from '../../components/header/color-mode-switch';
import { LanguageSwitcher } from '../../components/header/language-switcher';
import { Logo } from '../../components/logo';
import { useInstitute } from '../../features/institute/api/get-institute';
import { useSiteConfig } from '../../features/institute/api/get-site-config';
import { NavigationProgress } from './navigation-progress';
import { RouteAnnouncer } from '../../components/route-announcer';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';

/** The sign-in pages' layout: the institute's logo and the language and colour switches, nothing else. */
export function SimpleLayout() {
  const { data: institute } = useInstitute();
  const { data: site } = useSiteConfig();
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh', bgcolor: 'background.default' }}
    >
      <SkipLink />
      <RouteAnnouncer />
      <NavigationProgress />
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Container
          maxWidth="lg"
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: 64 }}
        >
          {institute ? (
            <Logo src={site?.logo} name={institute.name} />
          ) : (
            <Skeleton variant="rounded" width={140} height={40} aria-hidden />
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <LanguageSwitcher />
            <ColorModeSwitch />
          </Box>
        </Container>
      </Box>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <ScrollRestoration />
    </Box>
  );
}
