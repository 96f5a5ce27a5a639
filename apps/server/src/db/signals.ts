/** Where migration 0018's triggers signal the id of a subscription whose room records changed. */
export const ROOM_RECORDS_CHANNEL = 'portal_room_records';

/**
 * Channels that every pooled PostgreSQL connection listens on from its start, so that this process hears
 * its own commits' signals before they resolve (see `Database['listen']`).
 */
export const OWN_COMMIT_CHANNELS: readonly string[] = [ROOM_RECORDS_CHANNEL];
