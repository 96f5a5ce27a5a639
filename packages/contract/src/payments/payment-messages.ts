export const PAYMENT_MESSAGES = {
  failed: "We're sorry, but your payment could not be processed at this time.",
  generic: 'Error occurred. Please try again',
  noLink: 'No payment link provided.',
  alreadyPaid: 'This program is already paid.',
  notRegistrationFee: 'The registration fee is paid, or this subscription is not on a payment plan.',
  planOfAnotherProgram: 'This payment plan is not offered for the program.',
  installmentNotDue: 'This instalment cannot be paid now.',
  installmentPaid: 'This instalment is already paid.',
  free: 'This program is free: there is nothing to pay.',
  interacOff: 'Interac is not offered by this school.',
  inProgress: 'A payment for this is already in progress. Please wait for its result.',
  replaced: 'This payment was cancelled: a newer payment took its place.',
  refunded: 'This was already paid, so this payment is refunded to you.',
  interrupted: 'This payment was interrupted before your bank was contacted. Please try again.',
  schoolNotOffered: 'Paying at the school is not offered for this program.',
  schoolRequested:
    'Your request is recorded. Pay at the school and your access opens once the school confirms your payment.',
} as const;
