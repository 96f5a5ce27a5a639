import type { TLanguage } from '@portal/contract';

/** The words every PDF shares, in each language. */
export const PDF_TEXTS = {
  en: {
    page: (title: string, page: number, count: number) => `${title} · page ${page} of ${count}`,
    logo: (school: string) => `Logo of ${school}`,
  },
  'fr-CA': {
    page: (title: string, page: number, count: number) => `${title} · page ${page} de ${count}`,
    logo: (school: string) => `Logo de ${school}`,
  },
} satisfies Record<TLanguage, unknown>;
