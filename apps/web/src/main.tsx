import './theme/fonts';
import { holdEarlyEvents, releaseEarlyEvents } from './ssr/early-events';
import { PAGE_STATE_ID } from './ssr/page-state-id';

// Over a page the server painted, the app's code loads once that page is on screen: the reader sees
// it at once, not after the JavaScript. Without one, the app renders the page itself straight away.
// Should the code fail to load, a painted page stays usable as plain HTML.
const start = () => void import('./start').catch(releaseEarlyEvents);
if (document.getElementById(PAGE_STATE_ID)) {
  holdEarlyEvents();
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
