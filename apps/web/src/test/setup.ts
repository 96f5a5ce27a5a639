import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n, loadPageTexts } from '../i18n/i18n';

// components are rendered here without the lazy route that would load the pages' texts
await loadPageTexts();

// pages load as lazy chunks; on a busy two-core CI machine the first load of one can take over a second
configure({ asyncUtilTimeout: 5000 });

// happy-dom has no compatMode; KaTeX (lesson maths) takes that for quirks mode and warns on import
Object.defineProperty(document, 'compatMode', { value: 'CSS1Compat', configurable: true });

// happy-dom would open a real second window; a test that cares replaces this with its own
beforeEach(() => {
  vi.spyOn(window, 'open').mockImplementation(() => null);
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
