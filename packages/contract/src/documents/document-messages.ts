/** Why a student's document cannot change: a reviewed or signed document keeps its file. */
export const DOCUMENT_MESSAGES = {
  approved: 'Approved documents cannot be changed.',
  awaitingReview: 'This document is waiting for review and cannot be changed now.',
  signInstead: 'This document is signed in the portal, not uploaded.',
  notSignable: 'This document is not signed in the portal.',
  signOnDocuSign: 'This document is signed on DocuSign.',
  wrongFile: 'Upload the file for this document first.',
} as const;
