import { MESSAGE_CODES, type TApiErrorParams, type TCoded, type TMessageCode } from '@portal/contract';
import type { TFunction } from 'i18next';

const CODES = new Set<string>(MESSAGE_CODES);

export const isMessageCode = (code: string): code is TMessageCode => CODES.has(code);

/** A module's message in the reader's language, from its code and the values it names. */
export const messageText = (code: TMessageCode, params: TApiErrorParams | undefined, t: TFunction): string =>
  t(`messages.${code}`, params ?? {});

/** A reason an answer gives (why an item is locked, why Next waits): by its code, else as written. */
export function reasonText(state: { reason: string | null; reason_code?: TCoded | null }, t: TFunction) {
  const coded = state.reason_code;
  return coded && isMessageCode(coded.code) ? messageText(coded.code, coded.params, t) : state.reason;
}
