import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarkdownBody } from './markdown-body';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('a lesson text the server painted', () => {
  it('is kept as painted while the app takes the page over, and drawn anew once the text changes', async () => {
    const container = document.createElement('div');
    // as the server painted it; were the browser to draw the text again, React would find it differs
    container.innerHTML = '<div><p>As painted: a care worker <strong>assists</strong>.</p></div>';
    document.body.append(container);
    const failed = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <MarkdownBody source="A care worker **assists**." />, {
        onRecoverableError: failed,
      });
    });
    expect(failed).not.toHaveBeenCalled();
    expect(container.textContent).toBe('As painted: a care worker assists.');

    await act(async () => root!.render(<MarkdownBody source="Une préposée **aide**." />));
    expect(container.querySelector('strong')?.textContent).toBe('aide');
    expect(container.textContent).not.toContain('assists');
  });
});
