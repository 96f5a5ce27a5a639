import { type PresetColor, THEME_PALETTES } from '@portal/contract';

export type { PresetColor } from '@portal/contract';

/** The spec's six colour presets, shared with the server's mails. */
export const PRESETS = THEME_PALETTES;

/** `over` laid on `under` at `share` (0 to 1): a shade between two colours. */
function mix(over: string, share: number, under: string) {
  const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const top = channels(over);
  return `#${channels(under)
    .map((channel, i) => Math.round(share * top[i]! + (1 - share) * channel))
    .map((channel) => channel.toString(16).padStart(2, '0').toUpperCase())
    .join('')}`;
}

/** How far the dark scheme's main colour goes from the preset's light shade toward its lighter one. */
const DARK_MAIN_LIFT = 0.6;

/**
 * On a dark page the main colour is a pale tone of the preset (the light shade lifted toward the
 * lighter one), so that it still reads at 4.5:1 on a selected row's tint, and carries the darkest
 * shade as its text; the light shade is its hover.
 */
export function darkVariant(preset: PresetColor): PresetColor {
  return {
    lighter: preset.lighter,
    light: preset.lighter,
    main: mix(preset.lighter, DARK_MAIN_LIFT, preset.light),
    dark: preset.light,
    darker: preset.darker,
    contrastText: preset.darker,
  };
}

/** The dark scheme's tints of a hovered and a selected row: kept low, so text keeps its contrast. */
export const DARK_ACTION = { hoverOpacity: 0.04, selectedOpacity: 0.12 } as const;

export const SURFACES = {
  light: {
    default: '#FFFFFF',
    paper: '#FFFFFF',
    neutral: '#F4F6F8',
    text: '#1C252E',
    // dark enough to stay at 4.5:1 on the tints MUI lays over selected, hovered and focused rows
    textSecondary: '#4F5C68',
    // behind an avatar's initials, which MUI writes in the page's background colour
    avatar: '#637381',
  },
  dark: {
    default: '#141A21',
    paper: '#1C252E',
    neutral: '#28323D',
    text: '#FFFFFF',
    // light enough for a selected row's tint, whatever the preset
    textSecondary: '#C4CDD5',
    avatar: '#919EAB',
  },
} as const;
