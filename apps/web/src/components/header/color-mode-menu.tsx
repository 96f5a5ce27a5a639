import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { type ColorMode, COLOR_MODES } from './color-modes';

type ColorModeMenuProps = {
  id: string;
  anchor: HTMLElement | null;
  current: ColorMode;
  onChoose: (mode: ColorMode) => void;
  onClose: () => void;
};

export function ColorModeMenu({ id, anchor, current, onChoose, onClose }: ColorModeMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {COLOR_MODES.map((item) => (
        <MenuItem key={item.mode} selected={item.mode === current} onClick={() => onChoose(item.mode)}>
          <ListItemIcon>{item.icon}</ListItemIcon>
          <ListItemText>{t(`colorMode.${item.mode}`)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
