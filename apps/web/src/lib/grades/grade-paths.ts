import { CERTIFICATE_VERIFY_PAGE } from '@portal/contract';

/** Where a student reads the grades of a subscription, and the pages each grade leads to. */
export function gpaScorePath(courseSlug: string, subscriptionId: number): string {
  return `/program-journey/gpa-score/${encodeURIComponent(courseSlug)}/${subscriptionId}`;
}

export function assessmentPath(assessmentId: number): string {
  return `/program-journey/assessment/${assessmentId}`;
}

export function transcriptPath(subscriptionId: number): string {
  return `/transcript/${subscriptionId}`;
}

export function certificatePath(certificateId: number): string {
  return `/certificate/${certificateId}`;
}

/** The public page that proves a certificate real; the code is printed on the certificate. */
export function certificateVerifyPath(code: string): string {
  return `${CERTIFICATE_VERIFY_PAGE}/${encodeURIComponent(code)}`;
}
