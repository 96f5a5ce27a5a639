import { z } from 'zod';
import { TUTOR_MESSAGES, TUTOR_QUESTION_MAX_LENGTH } from './tutor-messages';

// apart from the stream's events: only the question form validates with it, so the room's tutor calls load no zod
export const ZAskTutorBody = z.object({
  question: z
    .string({ error: TUTOR_MESSAGES.empty })
    .trim()
    .min(1, TUTOR_MESSAGES.empty)
    .max(TUTOR_QUESTION_MAX_LENGTH, TUTOR_MESSAGES.tooLong),
});
export type TAskTutorBody = z.infer<typeof ZAskTutorBody>;
