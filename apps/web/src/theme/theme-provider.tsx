import type { TThemePreset } from '@portal/contract';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { createAppTheme } from './create-app-theme';

export const COLOR_MODE_STORAGE_KEY = 'portal.color-mode';

type AppThemeProviderProps = {
  preset?: TThemePreset;
  children: ReactNode;
};

/**
 * Light and dark schemes; follows the device until the reader picks one, and remembers the pick. The
 * colours are CSS variables chosen before the page paints, so the scheme is read at once (`noSsr`):
 * reading it after hydration drew every themed part of a painted page a second time. A change of
 * scheme repaints at once: element by element, the page would pass through mixed colours.
 */
export function AppThemeProvider({ preset = 'default', children }: AppThemeProviderProps) {
  const theme = useMemo(() => createAppTheme(preset), [preset]);
  return (
    <ThemeProvider
      theme={theme}
      defaultMode="system"
      modeStorageKey={COLOR_MODE_STORAGE_KEY}
      disableTransitionOnChange
      noSsr
    >
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
