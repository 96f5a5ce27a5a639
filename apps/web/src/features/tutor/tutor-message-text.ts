import type { TTutorMessage } from '@portal/contract';
import type { TFunction } from 'i18next';
import { codedText } from '../../lib/api-errors';

/** A message of the conversation as the reader reads it: a refusal by its code, an answer as written. */
export const tutorMessageText = (message: Pick<TTutorMessage, 'text' | 'text_code'>, t: TFunction): string =>
  (message.text_code && codedText(message.text_code, t)) ?? message.text;
