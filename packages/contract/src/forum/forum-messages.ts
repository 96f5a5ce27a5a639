/** Own posts can be edited or deleted for this long after posting. */
export const FORUM_EDIT_WINDOW_MINUTES = 30;

export const FORUM_MESSAGES = {
  notEnrolled: 'You are not enrolled in this program.',
  editWindowOver: `Posts can be changed only within ${FORUM_EDIT_WINDOW_MINUTES} minutes of posting.`,
  notYours: 'You can change only your own posts.',
  deleted: 'This post was deleted.',
  hidden: 'This post was hidden by a moderator.',
  threadHidden: 'This discussion was hidden by a moderator.',
  titleRequired: 'Please enter a title.',
  titleTooShort: 'Ensure this field has at least 3 characters.',
  titleTooLong: 'Ensure this field has no more than 200 characters.',
  bodyRequired: 'Please write your message.',
  bodyTooLong: 'Ensure this field has no more than 10000 characters.',
} as const;
