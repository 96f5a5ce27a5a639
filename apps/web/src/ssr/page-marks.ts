import type { OpeningCall } from './opening-calls';

/**
 * What a page tells the server painting it, as it renders. Each render on the server is synchronous and
 * one at a time, so the painter takes the marks right after its render; in a browser nothing is kept.
 */
export type PageMarks = {
  /** The document's title, which the browser sets from an effect. */
  title?: string;
  /**
   * The page is whole as painted, with nothing to do on its own but its opening calls: the app can
   * start once shown. `false` once any part of the page says it is not.
   */
  readFirst?: boolean;
  /** The calls the page makes as it opens: the painter makes them, the student having opened it. */
  opening?: OpeningCall[];
  /** The parts drawn whose code loads on demand, by name: the browser loads them before it hydrates. */
  parts?: string[];
};

let marks: PageMarks = {};

export function markPage(mark: PageMarks): void {
  if (typeof document === 'undefined') marks = { ...marks, ...mark };
}

export function markOpeningCall(call: OpeningCall): void {
  if (typeof document === 'undefined') marks = { ...marks, opening: [...(marks.opening ?? []), call] };
}

export function markPaintedPart(name: string): void {
  if (typeof document === 'undefined' && !marks.parts?.includes(name)) {
    marks = { ...marks, parts: [...(marks.parts ?? []), name] };
  }
}

/** The marks of the render just done; the next render starts with none. */
export function takePageMarks(): PageMarks {
  const taken = marks;
  marks = {};
  return taken;
}

/**
 * Marks a page as whole once painted: it shows everything it has, needs no effect to run before the
 * reader acts but its opening calls, and redirects nowhere. The app then starts when the reader starts
 * using it, unless a part of the page says otherwise (`useStartsAtOnce`).
 */
export function useReadFirst(whole = true): void {
  if (whole && marks.readFirst === undefined) markPage({ readFirst: true });
}

/** A part that is not whole as painted, such as a dialog the address opens: the app starts at once. */
export function useStartsAtOnce(when = true): void {
  if (when) markPage({ readFirst: false });
}
