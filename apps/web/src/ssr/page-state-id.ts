/** The id of the data block a server-painted page carries; the entry looks for it before loading the app. */
export const PAGE_STATE_ID = 'portal-page-state';

/** The id of the template of links to the app's code that a painted page has the browser fetch when idle. */
export const APP_FILES_ID = 'portal-app-files';
