export const PAYMENT_MESSAGES = {
  failed: "We're sorry, but your payment could not be processed at this time.",
  generic: 'Error occurred. Please try again',
  noLink: 'No payment link provided.',
  alreadyPaid: 'This program is already paid.',
  notRegistrationFee: 'The registration fee is paid, or this subscription is not on a payment plan.',
  planOfAnotherProgram: 'This payment plan is not offered for the program.',
  installmentNotDue: 'This instalment cannot be paid now.',
  free: 'This program is free: there is nothing to pay.',
  interacOff: 'Interac is not offered by this school.',
} as const;
