import { TUTOR_MESSAGES, TUTOR_QUESTION_MAX_LENGTH } from '@portal/contract';
import type { TFunction } from 'i18next';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { localRuleMessage } from '../../lib/forms/rule-messages';

type TutorMessageKey = keyof typeof TUTOR_MESSAGES;

// the contract states the tutor's rules and refusals in English; each has its message here
const KEY_OF_MESSAGE = new Map<string, TutorMessageKey>(
  Object.entries(TUTOR_MESSAGES).map(([key, message]) => [message, key as TutorMessageKey] as const),
);

/** A contract or server message in the reader's language; one the portal does not know stays as it is. */
export function localTutorMessage(message: string, t: TFunction): string {
  const key = KEY_OF_MESSAGE.get(message);
  return key ? t(`tutor.messages.${key}`, { max: TUTOR_QUESTION_MAX_LENGTH }) : localRuleMessage(message, t);
}

/** Wraps a resolver (zodResolver of the contract's schema) so its messages show in the reader's language. */
export function withTutorMessages<TFieldValues extends FieldValues, TContext, TTransformed>(
  resolver: Resolver<TFieldValues, TContext, TTransformed>,
  t: TFunction,
): Resolver<TFieldValues, TContext, TTransformed> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors: Record<string, unknown> = {};
    for (const [name, error] of Object.entries(result.errors)) {
      errors[name] =
        error && typeof error.message === 'string'
          ? { ...error, message: localTutorMessage(error.message, t) }
          : error;
    }
    return { ...result, errors: errors as FieldErrors<TFieldValues> } as typeof result;
  };
}
