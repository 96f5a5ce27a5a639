import { defaultDarkTheme, defaultLightTheme } from 'react-admin';

/** react-admin's own look, light and dark: the console is the school's office, not its brand. */
export const consoleTheme = defaultLightTheme;
export const consoleDarkTheme = defaultDarkTheme;
