import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Toolbar from '@mui/material/Toolbar';
import { type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useInstitute } from '../../features/institute/api/get-institute';
import { lazyComponent } from '../../lib/lazy-component';
import { useSiteConfig } from '../../features/institute/api/get-site-config';
import { useSession } from '../../lib/session';
import { Logo } from '../logo';
import { AccountButton } from './account-button';
import { ColorModeSwitch } from './color-mode-switch';
import { LanguageSwitcher } from './language-switcher';
import { LoginButton } from './login-button';
import { useNavItems } from './use-nav-items';

// the drawer and the help dialog load when first wanted, keeping them out of the first page load
const MobileDrawer = lazyComponent(
  'MobileDrawer',
  () => import('./mobile-drawer'),
  (m) => m.MobileDrawer,
);
const HelpDialog = lazyComponent(
  'HelpDialog',
  () => import('../help-dialog'),
  (m) => m.HelpDialog,
);

const desktop = { xs: 'none', md: 'flex' } as const;
const mobile = { xs: 'flex', md: 'none' } as const;
const shrinkingLogo = {
  display: 'flex',
  minWidth: 0,
  flexShrink: 1,
  '& a': { minWidth: 0, maxWidth: '100%' },
  '& img': { minWidth: 0, maxWidth: 'min(100%, 200px)', objectFit: 'contain', objectPosition: 'left center' },
  '& .MuiTypography-root': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
} as const;

type HeaderProps = {
  /** A signed-in student's tools (notifications, rewards), shown before the account button. */
  tools?: ReactNode;
};

export function Header({ tools }: HeaderProps) {
  const { t } = useTranslation();
  const { data: institute } = useInstitute();
  const { data: site } = useSiteConfig();
  const { data: session, isPending: sessionPending } = useSession();
  const items = useNavItems();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  // mounted from first use on, so closing still animates
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [helpUsed, setHelpUsed] = useState(false);
  const openDrawer = () => {
    setDrawerUsed(true);
    setDrawerOpen(true);
  };
  const openHelp = () => {
    setHelpUsed(true);
    setHelpOpen(true);
  };
  const drawerId = useId();
  const showLogin = !sessionPending && !session;

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 1, minHeight: { xs: 64, md: 72 } }}>
          <IconButton
            edge="start"
            color="inherit"
            aria-label={t('nav.openMenu')}
            aria-controls={drawerOpen ? drawerId : undefined}
            aria-expanded={drawerOpen ? 'true' : 'false'}
            onPointerEnter={MobileDrawer.preload}
            onFocus={MobileDrawer.preload}
            onClick={openDrawer}
            sx={{ display: mobile }}
          >
            <MenuIcon />
          </IconButton>

          {/* the logo gives way on a phone, so the student's tools keep their room at 360px */}
          <Box sx={shrinkingLogo}>
            {institute ? (
              <Logo src={site?.logo} name={institute.name} />
            ) : (
              <Skeleton variant="rounded" width={140} height={40} aria-hidden />
            )}
          </Box>

          <Box
            component="nav"
            aria-label={t('nav.mainNavigation')}
            sx={{ display: desktop, ml: 4, gap: 0.5, alignItems: 'center' }}
          >
            {items.map((item) => (
              <Button
                key={item.to}
                component={NavLink}
                to={item.to}
                end={item.end}
                color="inherit"
                sx={{ '&.active': { color: 'primary.main', bgcolor: 'action.selected' } }}
              >
                {item.label}
              </Button>
            ))}
            <Button
              color="inherit"
              onPointerEnter={HelpDialog.preload}
              onFocus={HelpDialog.preload}
              onClick={openHelp}
            >
              {t('nav.help')}
            </Button>
          </Box>

          <Box sx={{ flexGrow: 1 }} />

          <Box sx={{ display: desktop, alignItems: 'center', gap: 0.5 }}>
            <LanguageSwitcher />
            <ColorModeSwitch />
          </Box>
          {showLogin && <LoginButton sx={{ ml: 1, whiteSpace: 'nowrap' }} />}
          {session && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 }, ml: 1 }}>
              {tools}
              <AccountButton />
            </Box>
          )}
        </Toolbar>
      </Container>
      <Suspense fallback={null}>
        {drawerUsed && (
          <MobileDrawer
            id={drawerId}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            items={items}
            onHelp={openHelp}
          />
        )}
        {helpUsed && <HelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />}
      </Suspense>
    </AppBar>
  );
}
