import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n } from '../i18n/i18n';

// pages load as lazy chunks; on a busy two-core CI machine the first load of one can take over a second
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
