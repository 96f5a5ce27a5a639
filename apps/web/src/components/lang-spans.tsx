import type { TLangSpan } from '@portal/contract';
import type { ReactNode } from 'react';

/**
 * A text with the spans it holds in another language marked with their `lang`, so that a screen reader
 * reads an English program name inside a French sentence in English (WCAG 3.1.2).
 */
export function LangSpans({ text, spans = [] }: { text: string; spans?: TLangSpan[] | undefined }) {
  const parts: ReactNode[] = [];
  let rest = text;
  while (rest) {
    const next = spans
      .map((span) => ({ span, at: span.text ? rest.indexOf(span.text) : -1 }))
      .filter((found) => found.at >= 0)
      .sort((a, b) => a.at - b.at || b.span.text.length - a.span.text.length)[0];
    if (!next) break;
    if (next.at > 0) parts.push(rest.slice(0, next.at));
    parts.push(
      <span key={parts.length} lang={next.span.lang}>
        {next.span.text}
      </span>,
    );
    rest = rest.slice(next.at + next.span.text.length);
  }
  if (rest) parts.push(rest);
  return <>{parts}</>;
}
