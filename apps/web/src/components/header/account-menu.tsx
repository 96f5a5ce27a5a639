import LogoutIcon from '@mui/icons-material/Logout';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { TCurrentUser } from '@portal/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CompletionChip } from './completion-chip';
import { useAccountItems } from './use-account-items';
import { useLogout } from './use-logout';

type AccountMenuProps = {
  id: string;
  anchor: HTMLElement | null;
  name: string;
  email: string;
  me: TCurrentUser | undefined;
  onClose: () => void;
};

export function AccountMenu({ id, anchor, name, email, me, onClose }: AccountMenuProps) {
  const { t } = useTranslation();
  const items = useAccountItems();
  const { logout, pending } = useLogout();
  const whoId = useId();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: { sx: { minWidth: 260, maxWidth: 320, mt: 1 } },
        // whose menu it is, read as the menu opens: a menu holds only items, so the name is its label
        list: { 'aria-labelledby': whoId },
      }}
    >
      {/* a subheader, so the menu's keyboard focus starts on the first link */}
      <ListSubheader
        id={whoId}
        role="none"
        disableSticky
        sx={{ px: 2, pt: 1, pb: 1.5, lineHeight: 1.5, color: 'text.primary' }}
      >
        <Typography variant="subtitle1" component="p" noWrap title={name}>
          {name}
        </Typography>
        <Typography variant="body2" component="p" noWrap title={email} sx={{ color: 'text.secondary' }}>
          {email}
        </Typography>
      </ListSubheader>
      <Divider />
      {items.map((item) => (
        <MenuItem key={item.key} component={RouterLink} to={item.to} onClick={onClose}>
          <ListItemText>{item.label}</ListItemText>
          {item.key === 'profile' && me && (
            <CompletionChip percent={me.profile.profile_completion_percentage} />
          )}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem
        disabled={pending}
        onClick={() => {
          onClose();
          logout();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('account.logout')}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
