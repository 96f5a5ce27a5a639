import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '../i18n/languages';
import { PAGE_STATE_ID } from './page-state-id';

/**
 * What a server-painted page hands the browser: the language it was painted in, the data it showed, the
 * parts it drew whose code loads on demand, and the opening calls already made.
 */
export type PageState = {
  language: Language;
  queries: DehydratedState;
  parts: string[];
  /** The calls the page makes as it opens that the server made as it painted it (`ssr/opening-calls.ts`). */
  made: string[];
};

/** When the app takes a painted page over: as soon as it can, or once the page is shown and the browser idle. */
export type PageStart = 'at-once' | 'once-shown';

/**
 * A JSON data block, which the browser never runs (so the CSP needs no exception for it). `<` is escaped
 * so that no text in the data can close the element.
 */
export function pageStateScript(state: PageState, start: PageStart): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_STATE_ID}" data-start="${start}">${json}</script>`;
}

/** How the painted page in the document wants the app to start; null when the page was not painted. */
export function paintedPageStart(): PageStart | null {
  const start = document.getElementById(PAGE_STATE_ID)?.dataset.start;
  if (start === undefined) return null;
  return start === 'once-shown' ? start : 'at-once';
}

/** The state of the page the server painted, or null for a page the browser renders alone. */
export function readPageState(): PageState | null {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return null;
  }
}
