import { LANGUAGES, type TLanguage } from '@portal/contract';
import type { Translations } from '../db/schema/catalogue';

/**
 * A program's or level's name in every language the portal speaks: its translation, else the default's
 * text. Notices and mails written before they are read keep it whole, and pick the reader's when they
 * are read (ADR 049).
 */
export type Names = Record<TLanguage, string>;

/** A name kept with a notice: in every language, or a plain string kept before ADR 049 (the default's). */
export type Name = string | Names;

/** Only the default language is never stored in `translations` (ADR 038), so its text fills the rest. */
export function namesOf(row: { name: string; translations: Translations<{ name: string }> }): Names {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, row.translations[language]?.name ?? row.name]),
  ) as Names;
}

/** The name in the language. */
export function nameIn(name: Name, language: TLanguage): string {
  return typeof name === 'string' ? name : name[language];
}
