import type { TThemePreset } from './enums';

export type PresetColor = {
  lighter: string;
  light: string;
  main: string;
  dark: string;
  darker: string;
  contrastText: string;
};

/**
 * The spec's six colour presets. Each `main` carries white text at 4.5:1 or more (WCAG AA) and
 * reads at 4.5:1 on a white page, so buttons, links and outlined controls all pass.
 */
export const THEME_PALETTES: Record<TThemePreset, PresetColor> = {
  default: {
    lighter: '#C8FAD6',
    light: '#5BE49B',
    main: '#007B55',
    dark: '#005F4B',
    darker: '#004B50',
    contrastText: '#FFFFFF',
  },
  purple: {
    lighter: '#EBD6FD',
    light: '#B985F4',
    main: '#7635DC',
    dark: '#431A9E',
    darker: '#200A69',
    contrastText: '#FFFFFF',
  },
  cyan: {
    lighter: '#CCF4FE',
    light: '#68CDF9',
    main: '#006C9C',
    dark: '#004B6E',
    darker: '#012972',
    contrastText: '#FFFFFF',
  },
  blue: {
    lighter: '#D1E9FC',
    light: '#76B0F1',
    main: '#2065D1',
    dark: '#103996',
    darker: '#061B64',
    contrastText: '#FFFFFF',
  },
  orange: {
    lighter: '#FEF4D4',
    light: '#FED680',
    main: '#B54708',
    dark: '#93420A',
    darker: '#793908',
    contrastText: '#FFFFFF',
  },
  red: {
    lighter: '#FFE3D5',
    light: '#FFC1AC',
    main: '#C62828',
    dark: '#A01C2C',
    darker: '#7A0930',
    contrastText: '#FFFFFF',
  },
};
