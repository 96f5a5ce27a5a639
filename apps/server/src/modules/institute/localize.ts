import type { TLanguage } from '@portal/contract';
import type { Translations } from '../../db/schema/catalogue';

/**
 * Who reads the content, by language: the one they asked for, and the institute's default, which
 * every text has and serves where a translation is missing (ADR 038).
 */
export type Reader = { language: TLanguage; fallback: TLanguage };

/** The row's texts in the reader's language where it has them, and which language they are in. */
export function localize<T extends { translations: Translations<object> }>(
  row: T,
  reader: Reader,
): Omit<T, 'translations'> & { lang: TLanguage } {
  const { translations, ...texts } = row;
  const translated = reader.language === reader.fallback ? undefined : translations[reader.language];
  if (translated && Object.keys(translated).length > 0) {
    return { ...texts, ...translated, lang: reader.language };
  }
  return { ...texts, lang: reader.fallback };
}
