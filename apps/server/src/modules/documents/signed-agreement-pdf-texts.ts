import type { TLanguage } from '@portal/contract';

/** The signature stamp's words in each language: the agreement's own text is the school's. */
export const SIGNED_AGREEMENT_PDF_TEXTS = {
  en: {
    heading: 'Electronic signature',
    studentName: (name: string) => `Student name: ${name}`,
    date: (date: string) => `Date: ${date}`,
    signature: 'Student signature:',
    signatureAlt: (name: string) => `Signature of ${name}, typed: /s/ ${name}`,
    signedBy: (name: string, email: string) => `Signed by: ${name} (${email})`,
    signedAt: (local: string, zone: string, iso: string) => `Signed at: ${local} (${zone}) · ${iso}`,
    from: (ip: string) => `From address: ${ip}`,
    sha256: (hash: string) => `Document SHA-256: ${hash}`,
    consent:
      'The signer typed their legal name, as on their profile, and agreed to sign this document electronically.',
  },
  'fr-CA': {
    heading: 'Signature électronique',
    studentName: (name: string) => `Nom de l’étudiant : ${name}`,
    date: (date: string) => `Date : ${date}`,
    signature: 'Signature de l’étudiant :',
    signatureAlt: (name: string) => `Signature de ${name}, saisie : /s/ ${name}`,
    signedBy: (name: string, email: string) => `Signé par : ${name} (${email})`,
    signedAt: (local: string, zone: string, iso: string) => `Signé le : ${local} (${zone}) · ${iso}`,
    from: (ip: string) => `Adresse IP : ${ip}`,
    sha256: (hash: string) => `SHA-256 du document : ${hash}`,
    consent:
      'Le signataire a saisi son nom légal, tel qu’il figure à son profil, et a accepté de signer ce document électroniquement.',
  },
} satisfies Record<TLanguage, unknown>;
