import type { TContentType } from '../enums';

/**
 * Texts the server sends about the course room. Reasons (locked, cannot proceed) arrive in the
 * answers and are shown as they are; the rest come as `detail` of a 403 or 409, or as field errors.
 */
export const JOURNEY_MESSAGES = {
  lockedBy: (name: string) => `Complete “${name}” to unlock this.`,
  accessPending: 'Program Access Pending: your access to this program is not open yet.',
  accessClosed: 'Your access to this program has ended.',
  viewOnly: 'This program is open to view only: your progress and submissions can no longer change.',
  notInProgram: 'This content is not part of the program.',
  notSubmittable: 'Only assignments and homework take a submission.',
  graded: 'This submission has been graded and can no longer be changed.',
  answerRequired: 'Write your answer or attach a file.',
  fileRequired: 'Attach a file: this assignment is submitted as a file.',
  textRequired: 'Write your answer: this assignment is submitted as text.',
  fileNotAccepted: 'This assignment takes a written answer, not a file.',
  textNotAccepted: 'This assignment takes a file, not a written answer.',
  wrongFile: 'Upload the file for this assignment first.',
} as const;

/** Why Next stays disabled on an item that is not complete and not optional. */
export function proceedReason(type: TContentType, quota?: { recorded: number; required: number }): string {
  switch (type) {
    case 'lesson':
      return 'Read this lesson to continue.';
    case 'video':
      return 'Watch the video to the end to continue.';
    case 'document':
      return 'Open the document to continue.';
    case 'assignment':
      return 'Submit this assignment to continue.';
    case 'homework':
      return 'Submit this homework to continue.';
    case 'quiz':
      return 'Complete this quiz to continue.';
    case 'quota':
      return `${quota?.recorded ?? 0} of ${quota?.required ?? 0} practice entries count so far; you can continue once ${quota?.required ?? 0} are approved.`;
    case 'in_class_quota':
      return `The school has recorded ${quota?.recorded ?? 0} of ${quota?.required ?? 0}; you can continue once all ${quota?.required ?? 0} are recorded.`;
  }
}
