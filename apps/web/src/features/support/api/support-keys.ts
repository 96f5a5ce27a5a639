/** Every query of the student's support requests starts with this key. */
export const supportQueryKey = ['support'] as const;
