import type { TLanguage } from '@portal/contract';

/** The certificate's words in each language. */
export const CERTIFICATE_PDF_TEXTS = {
  en: {
    title: (code: string) => `Certificate ${code}`,
    heading: 'Certificate of Completion',
    certifies: 'This certifies that',
    completed: 'has completed the program',
    completedOn: (date: string) => `Completed on ${date}`,
    code: (code: string) => `Verification code ${code}`,
    verify: (url: string) => `Verify this certificate at ${url}`,
  },
  'fr-CA': {
    title: (code: string) => `Certificat ${code}`,
    heading: 'Certificat de réussite',
    certifies: 'Nous certifions que',
    completed: 'a terminé le programme',
    completedOn: (date: string) => `Terminé le ${date}`,
    code: (code: string) => `Code de vérification ${code}`,
    verify: (url: string) => `Vérifiez ce certificat à l’adresse ${url}`,
  },
} satisfies Record<TLanguage, unknown>;
