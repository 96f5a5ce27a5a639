import { APP_FILES_ID } from './page-state-id';

type Deadline = Pick<IdleDeadline, 'timeRemaining'>;

const SLICE_MS = 4;

// where requestIdleCallback is missing (Safari), after a pause
function whenIdle(run: (deadline: Deadline) => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(() => run({ timeRemaining: () => SLICE_MS }), 200);
}

// after the next frame is painted: a page's load event may come before its first paint
const afterPaint = (run: () => void) => requestAnimationFrame(() => setTimeout(run, 0));

/**
 * Once the page's main content is on screen, where the browser tells (Chromium): a frame may be painted
 * before it is, while fonts or styles are still on their way.
 */
function afterLargestPaint(run: () => void) {
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    afterPaint(run);
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    afterPaint(run);
  };
  const observer = new PerformanceObserver(once);
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  // a page with nothing large enough to be reported
  setTimeout(once, 5000);
}

/** Once every link has loaded its file (or failed to: the app then fetches it itself). */
function whenFetched(links: Element[], run: () => void) {
  let left = links.length;
  const one = () => {
    left -= 1;
    if (left === 0) run();
  };
  for (const link of links) {
    link.addEventListener('load', one, { once: true });
    link.addEventListener('error', one, { once: true });
  }
}

/**
 * Has the browser fetch the app's code once the painted page has loaded, its main content is on screen,
 * and the browser is idle; then, once the code is in and the browser is idle again, calls `onFetched`.
 * Fetched any earlier, on a slow network it would hold up the page's own styles, fonts and images. The
 * links go in a few at a time, as time allows: each costs the page a moment, and all at once they made a
 * task long enough to be felt.
 */
export function prefetchAppOnceShown(onFetched: () => void): void {
  const template = document.getElementById(APP_FILES_ID);
  const links = template instanceof HTMLTemplateElement ? [...template.content.children] : [];
  const whenShown = (run: () => void) => {
    const shown = () => afterLargestPaint(run);
    if (document.readyState === 'complete') shown();
    else window.addEventListener('load', shown, { once: true });
  };
  if (links.length === 0) {
    whenShown(() => whenIdle(onFetched));
    return;
  }
  whenFetched(links, () => whenIdle(onFetched));
  const left = [...links];
  const prefetch = (deadline: Deadline) => {
    // a few milliseconds at most, however long the browser is idle: a phone is slower than this one
    const end = performance.now() + SLICE_MS;
    do document.head.append(left.shift()!);
    while (left.length > 0 && deadline.timeRemaining() > 1 && performance.now() < end);
    if (left.length > 0) whenIdle(prefetch);
  };
  whenShown(() => whenIdle(prefetch));
}
