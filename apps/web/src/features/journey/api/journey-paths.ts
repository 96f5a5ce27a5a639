import { PORTAL_PAGES } from '@portal/contract';

/** The course room of a subscription, opened at a content when one is given; mails link to it too. */
export const roomPath = PORTAL_PAGES.room;

/** Where a finished program ends: its outcome, the certificate and what comes next. */
export function completionPath(courseSlug: string, subscriptionId: number): string {
  return `/program-journey/program-completion/${encodeURIComponent(courseSlug)}/${subscriptionId}`;
}
