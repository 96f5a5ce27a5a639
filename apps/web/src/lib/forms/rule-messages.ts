import { coded } from '@portal/contract';
import type { TFunction } from 'i18next';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { isMessageCode, messageText } from '../message-text';

/** A contract rule's message, written as its code, in the reader's language; any other stays as it is. */
export function localRuleMessage(message: string, t: TFunction): string {
  return isMessageCode(message) ? messageText(message, coded(message).params, t) : message;
}

/** Per field, the (translated) rule to state when a schema answers with a message the portal does not know. */
export type FallbackRules = Partial<Record<string, string>>;

function localErrors(errors: FieldErrors, t: TFunction, fallbacks: FallbackRules): FieldErrors {
  const out: Record<string, unknown> = {};
  for (const [name, error] of Object.entries(errors)) {
    if (!error) continue;
    const message = typeof error.message === 'string' ? error.message : undefined;
    if (message === undefined) {
      out[name] = localErrors(error as FieldErrors, t, fallbacks);
      continue;
    }
    const fallback = fallbacks[name];
    out[name] = {
      ...error,
      message: !isMessageCode(message) && fallback ? fallback : localRuleMessage(message, t),
    };
  }
  return out as FieldErrors;
}

/** Wraps a resolver (zodResolver of a contract schema) so its messages show in the reader's language. */
export function withLocalMessages<TFieldValues extends FieldValues, TContext, TTransformed>(
  resolver: Resolver<TFieldValues, TContext, TTransformed>,
  t: TFunction,
  fallbacks: FallbackRules = {},
): Resolver<TFieldValues, TContext, TTransformed> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    return { ...result, errors: localErrors(result.errors, t, fallbacks) } as typeof result;
  };
}
