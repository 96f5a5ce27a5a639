import { toSupportedLanguage } from '../../i18n/languages';

/** The voice of the student's language: Canadian English or Canadian French. */
export function speechLanguage(language: string | undefined): 'en-CA' | 'fr-CA' {
  return toSupportedLanguage(language) === 'fr-CA' ? 'fr-CA' : 'en-CA';
}
