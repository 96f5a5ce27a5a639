import { z } from 'zod';
import { messageRule } from '../common/message-rule';
import { TUTOR_QUESTION_MAX_LENGTH } from './tutor-messages';

// apart from the stream's events: only the question form validates with it, so the room's tutor calls load no zod
export const ZAskTutorBody = z.object({
  question: z
    .string({ error: messageRule('tutor.empty') })
    .trim()
    .min(1, messageRule('tutor.empty'))
    .max(TUTOR_QUESTION_MAX_LENGTH, messageRule('tutor.tooLong')),
});
export type TAskTutorBody = z.infer<typeof ZAskTutorBody>;
