import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { ToastProvider } from '../components/toast-provider';
import { useSiteConfig } from '../lib/institute/get-site-config';
import { PRESETS } from '../theme/presets';
import { AppThemeProvider } from '../theme/theme-provider';

/** The site config names the colour preset; until it arrives the default preset is used. */
function InstituteTheme({ children }: { children: ReactNode }) {
  const { data: site } = useSiteConfig();
  const preset = site?.theme_preset ?? 'default';
  useEffect(() => {
    const meta = document.querySelector('meta[name="theme-color"]:not([media*="dark"])');
    meta?.setAttribute('content', PRESETS[preset].main);
  }, [preset]);
  return <AppThemeProvider preset={preset}>{children}</AppThemeProvider>;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <InstituteTheme>
        <ToastProvider>{children}</ToastProvider>
      </InstituteTheme>
    </QueryClientProvider>
  );
}
