import { APP_FILES_ID } from './page-state-id';

/**
 * Has the browser fetch the app's code once the painted page has loaded and the browser is idle, so
 * that it is in when the reader starts using the page. Fetched any earlier, on a slow network it
 * would hold up the page's own styles, fonts and images.
 */
export function prefetchAppWhenIdle(): void {
  const prefetch = () => {
    const files = document.getElementById(APP_FILES_ID);
    if (files instanceof HTMLTemplateElement) document.head.append(files.content);
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(prefetch, { timeout: 2000 });
    else setTimeout(prefetch, 200);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
