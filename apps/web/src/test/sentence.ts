import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { i18n } from '../i18n/i18n';

/**
 * Matches the innermost element whose whole text is `text`, for `findByText`: a sentence that marks a
 * name in its own element is split over several text nodes, which a plain string does not match.
 */
export function sentence(text: string) {
  return (_: string, element: Element | null) =>
    element?.textContent === text && ![...element.children].some((child) => child.textContent === text);
}

/** Checks that the sentence `text` is on screen in the page's language, only its `name` marked `lang`. */
export async function expectNameMarked(text: string, name: string, lang: string) {
  const found = await screen.findByText(sentence(text));
  expect(within(found).getByText(name)).toHaveAttribute('lang', lang);
  expect(found.closest('[lang]')).toHaveAttribute('lang', i18n.language);
}
