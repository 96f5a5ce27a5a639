import './theme/fonts';
import { holdEarlyEvents, releaseEarlyEvents } from './ssr/early-events';
import { paintedPageStart } from './ssr/page-state';
import { prefetchAppOnceShown } from './ssr/prefetch-app';

// The first signs that the reader is about to use the page rather than read it. A mouse over the page
// counts, so that on a computer the app is in before the click lands.
const FIRST_USE = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mouseover'] as const;

// The app's code runs a part at a time, each in a task of its own, so that no one task holds the page
// up for long: each import runs the modules it brings that have not run yet.
const PARTS = [
  () => import('react-dom/client'),
  () => import('./i18n/i18n'),
  () => import('@mui/material/styles'),
  () => import('./app/providers'),
  () => import('./app/router'),
  () => import('./start'),
];
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

let started = false;
async function start() {
  if (started) return;
  started = true;
  for (const type of FIRST_USE) document.removeEventListener(type, startOrStay, true);
  for (const part of PARTS) {
    await part();
    await nextTask();
  }
}
const startOrStay = () => void start().catch(releaseEarlyEvents);

/*
 * A page the server painted is on screen before the app's code runs, and its links are plain links;
 * what the reader does before the app has taken it over is kept and given to the app then. A page that
 * is whole as painted starts the app once it is shown: when it has loaded, its main content is painted,
 * the app's code is fetched and the browser is idle, so that nothing holds up the page while it is first
 * read. Should the reader start using it before then, the app starts at once.
 * Any other painted page starts it once it is on screen. Without a painted page, the app renders the
 * page straight away. Should the code fail to load, a painted page stays usable as HTML.
 */
const painted = paintedPageStart();
if (painted === null) startOrStay();
else {
  holdEarlyEvents();
  if (painted === 'once-shown') {
    for (const type of FIRST_USE)
      document.addEventListener(type, startOrStay, { capture: true, passive: true });
    prefetchAppOnceShown(startOrStay);
  } else requestAnimationFrame(() => setTimeout(startOrStay, 0));
}
