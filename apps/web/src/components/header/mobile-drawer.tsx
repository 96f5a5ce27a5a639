import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListItemIcon from '@mui/material/ListItemIcon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { useSession } from '../../lib/session';
import { ColorModeSwitch } from './color-mode-switch';
import { CompletionChip } from './completion-chip';
import { LanguageSwitcher } from './language-switcher';
import { useAccountItems } from './use-account-items';
import { useLogout } from './use-logout';
import type { NavItem } from './use-nav-items';

const activeSx = { '&.active': { color: 'primary.main', fontWeight: 600, bgcolor: 'action.selected' } };

/** The account menu's entries, for a signed-in student. */
function AccountSection({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const { data: me } = useCurrentUser();
  const items = useAccountItems();
  const { logout, pending } = useLogout();
  if (!session) return null;
  return (
    <>
      <Divider />
      <Box component="section" aria-label={t('account.section')}>
        <Box sx={{ px: 2, pt: 2 }}>
          <Typography variant="subtitle1" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {me?.profile.full_name || session.user.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {me?.email ?? session.user.email}
          </Typography>
        </Box>
        <List>
          {items.map((item) => (
            <ListItem key={item.key} disablePadding>
              <ListItemButton component={NavLink} to={item.to} onClick={onClose} sx={activeSx}>
                <ListItemText
                  primary={item.label}
                  slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }}
                />
                {item.key === 'profile' && me && (
                  <CompletionChip percent={me.profile.profile_completion_percentage} />
                )}
              </ListItemButton>
            </ListItem>
          ))}
          <ListItem disablePadding>
            <ListItemButton
              disabled={pending}
              onClick={() => {
                onClose();
                logout();
              }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <LogoutIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={t('account.logout')} />
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
    </>
  );
}

type MobileDrawerProps = {
  open: boolean;
  onClose: () => void;
  items: NavItem[];
  onHelp: () => void;
  id: string;
};

export function MobileDrawer({ open, onClose, items, onHelp, id }: MobileDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer id={id} anchor="left" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280 } } }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton onClick={onClose} aria-label={t('nav.closeMenu')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label={t('nav.mainNavigation')}>
        <List>
          {items.map((item) => (
            <ListItem key={item.to} disablePadding>
              <ListItemButton component={NavLink} to={item.to} end={item.end} onClick={onClose} sx={activeSx}>
                <ListItemText
                  primary={item.label}
                  slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
          <ListItem disablePadding>
            <ListItemButton
              onClick={() => {
                onClose();
                onHelp();
              }}
            >
              <ListItemText primary={t('nav.help')} />
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
      <AccountSection onClose={onClose} />
      <Divider />
      <Stack spacing={1.5} sx={{ p: 2, alignItems: 'flex-start' }}>
        <LanguageSwitcher />
        <ColorModeSwitch />
      </Stack>
    </Drawer>
  );
}
