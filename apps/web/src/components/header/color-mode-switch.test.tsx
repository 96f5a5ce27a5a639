import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { AppThemeProvider, COLOR_MODE_STORAGE_KEY } from '../../theme/theme-provider';
import { ColorModeSwitch } from './color-mode-switch';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  localStorage.clear();
  document.body.innerHTML = '';
});

const app = (
  <AppThemeProvider>
    <ColorModeSwitch />
  </AppThemeProvider>
);

describe('the colour mode button on a painted page', () => {
  it("is painted as the device's, then shows the reader's choice without a hydration error", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    expect(container.querySelector('button')?.getAttribute('aria-label')).toMatch(/system/i);

    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    const failed = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, app, { onRecoverableError: failed });
    });
    expect(failed).not.toHaveBeenCalled();
    expect(container.querySelector('button')?.getAttribute('aria-label')).toMatch(/dark/i);
  });
});
