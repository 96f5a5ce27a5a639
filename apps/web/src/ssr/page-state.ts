import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '../i18n/languages';
import { PAGE_STATE_ID } from './page-state-id';

/** What a server-painted page hands the browser: the language it was painted in and the data it showed. */
export type PageState = {
  language: Language;
  queries: DehydratedState;
};

/**
 * A JSON data block, which the browser never runs (so the CSP needs no exception for it). `<` is escaped
 * so that no text in the data can close the element.
 */
export function pageStateScript(state: PageState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
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
