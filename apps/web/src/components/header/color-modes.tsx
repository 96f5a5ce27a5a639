import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';

export const COLOR_MODES = [
  { mode: 'light', icon: <LightModeOutlinedIcon /> },
  { mode: 'dark', icon: <DarkModeOutlinedIcon /> },
  { mode: 'system', icon: <SettingsBrightnessIcon /> },
] as const;

export type ColorMode = (typeof COLOR_MODES)[number]['mode'];
