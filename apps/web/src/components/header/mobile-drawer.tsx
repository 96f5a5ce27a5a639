import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ColorModeSwitch } from './color-mode-switch';
import { LanguageSwitcher } from './language-switcher';
import type { NavItem } from './use-nav-items';

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
            <ListItemButton
              key={item.to}
              component={NavLink}
              to={item.to}
              end={item.end}
              onClick={onClose}
              sx={{ '&.active': { color: 'primary.main', fontWeight: 600, bgcolor: 'action.selected' } }}
            >
              <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }} />
            </ListItemButton>
          ))}
          <ListItemButton
            onClick={() => {
              onClose();
              onHelp();
            }}
          >
            <ListItemText primary={t('nav.help')} />
          </ListItemButton>
        </List>
      </Box>
      <Divider />
      <Stack spacing={1.5} sx={{ p: 2, alignItems: 'flex-start' }}>
        <LanguageSwitcher />
        <ColorModeSwitch />
      </Stack>
    </Drawer>
  );
}
