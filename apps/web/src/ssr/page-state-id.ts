/** The id of the data block a server-painted page carries; the entry looks for it before loading the app. */
export const PAGE_STATE_ID = 'portal-page-state';
