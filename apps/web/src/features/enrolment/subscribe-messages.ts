import { SUBSCRIBE_MESSAGES } from '@portal/contract';
import type { TFunction } from 'i18next';
import { localRuleMessage } from '../../lib/forms/rule-messages';

const KEY_OF_MESSAGE = new Map<string, keyof typeof SUBSCRIBE_MESSAGES>(
  Object.entries(SUBSCRIBE_MESSAGES).map(([key, message]) => [
    message,
    key as keyof typeof SUBSCRIBE_MESSAGES,
  ]),
);

/** A server message about a join, in the reader's language; one the portal does not know stays as it is. */
export function localSubscribeMessage(message: string, t: TFunction): string {
  const key = KEY_OF_MESSAGE.get(message);
  return key ? t(`messages.subscribe.${key}`) : localRuleMessage(message, t);
}
