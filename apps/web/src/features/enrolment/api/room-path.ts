import { PORTAL_PAGES } from '@portal/contract';

/** The course journey of a subscription, opened at a content when one is given. */
export const roomPath = PORTAL_PAGES.room;
