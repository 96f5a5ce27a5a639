import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect } from 'react';
import { lazyComponent } from '../lib/lazy-component';
import { useSiteConfig } from '../features/institute/api/get-site-config';
import { PRESETS } from '../theme/presets';
import { AppThemeProvider } from '../theme/theme-provider';

// Toasts are never part of the first paint, so their code (notistack) loads after it. Should it fail to
// load, the page goes on without toasts rather than falling over.
const Toaster = lazyComponent(
  'Toaster',
  () => import('../components/toaster').catch(() => ({ Toaster: () => null })),
  (m) => m.Toaster,
);

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
        {children}
        <Suspense>
          <Toaster />
        </Suspense>
      </InstituteTheme>
    </QueryClientProvider>
  );
}
