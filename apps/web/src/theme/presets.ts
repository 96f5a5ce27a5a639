import { type PresetColor, THEME_PALETTES } from '@portal/contract';

export type { PresetColor } from '@portal/contract';

/** The spec's six colour presets, shared with the server's mails. */
export const PRESETS = THEME_PALETTES;

/** On a dark page the light shade becomes the main colour and carries the darkest shade as its text. */
export function darkVariant(preset: PresetColor): PresetColor {
  return {
    lighter: preset.lighter,
    light: preset.lighter,
    main: preset.light,
    dark: preset.main,
    darker: preset.darker,
    contrastText: preset.darker,
  };
}

export const SURFACES = {
  light: {
    default: '#FFFFFF',
    paper: '#FFFFFF',
    neutral: '#F4F6F8',
    text: '#1C252E',
    // dark enough to stay at 4.5:1 on the tints MUI lays over selected, hovered and focused rows
    textSecondary: '#4F5C68',
  },
  dark: {
    default: '#141A21',
    paper: '#1C252E',
    neutral: '#28323D',
    text: '#FFFFFF',
    textSecondary: '#919EAB',
  },
} as const;
