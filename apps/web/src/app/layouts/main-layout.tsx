import Box from '@mui/material/Box';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '../../components/footer/footer';
import { Header } from '../../components/header/header';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { RewardButton } from '../../features/rewards/components/reward-button';
import { NavigationProgress } from './navigation-progress';
import { RouteAnnouncer } from '../../components/route-announcer';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';

export function MainLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <SkipLink />
      <RouteAnnouncer />
      <NavigationProgress />
      <Header
        tools={
          <>
            <RewardButton />
            <NotificationBell />
          </>
        }
      />
      {/* at least a screen high, so the footer starts below the fold and does not jump while a page loads */}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minHeight: '100dvh', outline: 'none' }}
      >
        <Outlet />
      </Box>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}
