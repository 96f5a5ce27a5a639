import './theme/fonts';
import { holdEarlyEvents, releaseEarlyEvents } from './ssr/early-events';
import { paintedPageStart } from './ssr/page-state';
import { prefetchAppOnceShown } from './ssr/prefetch-app';

// The first signs that the reader is about to use the page rather than read it. A mouse over the page
// counts, so that on a computer the app is in before the click lands.
const FIRST_USE = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mouseover'] as const;

const start = () => void import('./start').catch(releaseEarlyEvents);

function startOnFirstUse() {
  const onUse = () => {
    for (const type of FIRST_USE) document.removeEventListener(type, onUse, true);
    start();
  };
  for (const type of FIRST_USE) document.addEventListener(type, onUse, { capture: true, passive: true });
}

/*
 * A page the server painted is on screen before the app's code runs, and its links are plain links;
 * what the reader does before the app has taken it over is kept and given to the app then. A page that
 * is whole as painted (nothing to do on its own) starts the app only once the reader starts using it,
 * so that nothing holds the page up while it is read; the browser fetches the code meanwhile, once the
 * page has loaded.
 * Any other painted page starts it once it is on screen. Without a painted page, the app renders the
 * page straight away. Should the code fail to load, a painted page stays usable as HTML.
 */
const painted = paintedPageStart();
if (painted === null) start();
else {
  holdEarlyEvents();
  if (painted === 'on-first-use') {
    startOnFirstUse();
    prefetchAppOnceShown();
  } else requestAnimationFrame(() => setTimeout(start, 0));
}
