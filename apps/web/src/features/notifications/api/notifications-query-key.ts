/** Every notification query starts with this key. */
export const notificationsQueryKey = ['notifications'] as const;
