import { CERTIFICATE_VERIFY_PAGE, PORTAL_PAGES } from '@portal/contract';

/** Where a student reads the grades of a subscription, and the pages each grade leads to. */
export function gpaScorePath(courseSlug: string, subscriptionId: number): string {
  return `/program-journey/gpa-score/${encodeURIComponent(courseSlug)}/${subscriptionId}`;
}

export const quizAttemptPath = PORTAL_PAGES.quizAttempt;
export const transcriptPath = PORTAL_PAGES.transcript;
export const certificatePath = PORTAL_PAGES.certificate;

/** The public page that proves a certificate real; the code is printed on the certificate. */
export function certificateVerifyPath(code: string): string {
  return `${CERTIFICATE_VERIFY_PAGE}/${encodeURIComponent(code)}`;
}
