import type { TLanguage, TPaymentRecord } from '@portal/contract';

/** The receipt's words in each language. */
export type ReceiptPdfTexts = {
  title: (id: number) => string;
  heading: (number: string) => string;
  receivedFrom: string;
  program: string;
  for: string;
  paidBy: string;
  reference: string;
  date: string;
  amount: string;
  kind: Record<TPaymentRecord['payment_type'], string>;
  payBy: Record<TPaymentRecord['pay_by'], string>;
  thanks: string;
};

export const RECEIPT_PDF_TEXTS: Record<TLanguage, ReceiptPdfTexts> = {
  en: {
    title: (id) => `Receipt ${id}`,
    heading: (number) => `Receipt no. ${number}`,
    receivedFrom: 'Received from',
    program: 'Program',
    for: 'For',
    paidBy: 'Paid by',
    reference: 'Reference',
    date: 'Date',
    amount: 'Amount',
    kind: { full_payment: 'Full payment', registration_fee: 'Registration fee', installment: 'Instalment' },
    payBy: { pay_by_card: 'Card', click2pay: 'Interac', paid_to_school: 'Paid at the school' },
    thanks: 'Thank you. Keep this receipt for your records.',
  },
  'fr-CA': {
    title: (id) => `Reçu ${id}`,
    heading: (number) => `Reçu nº ${number}`,
    receivedFrom: 'Reçu de',
    program: 'Programme',
    for: 'Objet',
    paidBy: 'Mode de paiement',
    reference: 'Référence',
    date: 'Date',
    amount: 'Montant',
    kind: {
      full_payment: 'Paiement complet',
      registration_fee: 'Frais d’inscription',
      installment: 'Versement',
    },
    payBy: { pay_by_card: 'Carte', click2pay: 'Interac', paid_to_school: 'Payé à l’établissement' },
    thanks: 'Merci. Conservez ce reçu pour vos dossiers.',
  },
};
