import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchAppWhenIdle } from './prefetch-app';

const prefetched = () => document.head.querySelectorAll(':scope > link[rel="prefetch"]');

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML =
    '<template id="portal-app-files"><link rel="prefetch" href="/assets/start-1.js" as="script"></template>';
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe("fetching the app's code for a painted page", () => {
  it('waits for the page to load and the browser to be idle', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    prefetchAppWhenIdle();
    vi.advanceTimersByTime(5000);
    expect(prefetched()).toHaveLength(0);

    window.dispatchEvent(new Event('load'));
    expect(prefetched()).toHaveLength(0);
    vi.advanceTimersByTime(200);
    expect([...prefetched()].map((link) => link.getAttribute('href'))).toEqual(['/assets/start-1.js']);
  });

  it('fetches it when idle on a page that has already loaded', () => {
    prefetchAppWhenIdle();
    vi.advanceTimersByTime(200);
    expect(prefetched()).toHaveLength(1);
  });
});
