import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchAppOnceShown } from './prefetch-app';

const prefetched = () => document.head.querySelectorAll(':scope > link[rel="modulepreload"]');

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML =
    '<template id="portal-app-files"><link rel="modulepreload" href="/assets/start-1.js" as="script"></template>';
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe("fetching the app's code for a painted page", () => {
  it('waits for the page to load and be painted, and the browser to be idle', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    prefetchAppOnceShown(() => {});
    vi.advanceTimersByTime(5000);
    expect(prefetched()).toHaveLength(0);

    window.dispatchEvent(new Event('load'));
    expect(prefetched()).toHaveLength(0);
    // a frame (16 ms), then a pause while idle
    vi.advanceTimersByTime(16);
    expect(prefetched()).toHaveLength(0);
    vi.advanceTimersByTime(200);
    expect([...prefetched()].map((link) => link.getAttribute('href'))).toEqual(['/assets/start-1.js']);
  });

  it('fetches it when idle on a page that has already loaded', () => {
    prefetchAppOnceShown(() => {});
    vi.advanceTimersByTime(250);
    expect(prefetched()).toHaveLength(1);
  });

  it('puts the links in as the browser has time, one at least each time it is idle', () => {
    document.head.innerHTML =
      '<template id="portal-app-files">' +
      ['a', 'b', 'c'].map((name) => `<link rel="modulepreload" href="/assets/${name}.js">`).join('') +
      '</template>';
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) => idle.push(run));
    const busy = { didTimeout: false, timeRemaining: () => 0 };
    prefetchAppOnceShown(() => {});
    vi.advanceTimersByTime(20);
    idle.shift()!(busy);
    expect(prefetched()).toHaveLength(1);
    idle.shift()!({ didTimeout: false, timeRemaining: () => 50 });
    expect(prefetched()).toHaveLength(3);
    expect(idle).toHaveLength(0);
    vi.unstubAllGlobals();
  });

  it("waits, where the browser tells, for the page's main content to be on screen", () => {
    let report: () => void = () => {};
    class Observer {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: () => void) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', Observer);
    prefetchAppOnceShown(() => {});
    vi.advanceTimersByTime(1000);
    expect(prefetched()).toHaveLength(0);
    report();
    vi.advanceTimersByTime(250);
    expect(prefetched()).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('starts the app once every file is in and the browser is idle again, the failed ones included', () => {
    document.head.innerHTML =
      '<template id="portal-app-files">' +
      ['a', 'b'].map((name) => `<link rel="modulepreload" href="/assets/${name}.js">`).join('') +
      '</template>';
    const onFetched = vi.fn();
    prefetchAppOnceShown(onFetched);
    vi.advanceTimersByTime(250);
    const [a, b] = prefetched();
    a!.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(250);
    expect(onFetched).not.toHaveBeenCalled();
    b!.dispatchEvent(new Event('error'));
    expect(onFetched).not.toHaveBeenCalled();
    vi.advanceTimersByTime(250);
    expect(onFetched).toHaveBeenCalledTimes(1);
  });

  it('starts it once shown and idle on a page that lists no files', () => {
    document.head.innerHTML = '';
    const onFetched = vi.fn();
    prefetchAppOnceShown(onFetched);
    vi.advanceTimersByTime(250);
    expect(onFetched).toHaveBeenCalledTimes(1);
  });
});
