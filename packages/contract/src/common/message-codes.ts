import { AUTH_MESSAGES, SIGN_IN_LOCK } from '../auth/sign-in-limits';
import { DOCUMENT_MESSAGES } from '../documents/document-messages';
import { SIGNATURE_MESSAGES } from '../documents/sign-document';
import { SUBSCRIBE_MESSAGES } from '../enrolment/subscribe-messages';
import { CONTENT_TYPES } from '../enum-values';
import type { TContentType } from '../enums';
import { FORUM_EDIT_WINDOW_MINUTES, FORUM_MESSAGES } from '../forum/forum-messages';
import { GRADES_MESSAGES } from '../grades/messages';
import { JOURNEY_MESSAGES, proceedReason } from '../journey/messages';
import { PRACTICE_ENTRY_LIMITS, PRACTICE_MESSAGES } from '../journey/practice-entries';
import { LIVE_JOIN_EARLY_MINUTES, LIVE_MESSAGES } from '../live/live-messages';
import { CARD_MESSAGES } from '../payments/card-rules';
import { PAYMENT_MESSAGES } from '../payments/payment-messages';
import { PROFILE_MESSAGES } from '../profile/profile-messages';
import { QUIZ_MESSAGES } from '../quiz/messages';
import { RULE_MESSAGES } from '../rules/messages';
import { TUTOR_MESSAGES, TUTOR_QUESTION_MAX_LENGTH } from '../tutor/tutor-messages';
import type { TApiErrorParams, TCoded } from './errors';

type Counts = { recorded: number; required: number };

/** Why Next waits on an item, by its type: the counts name the approved or recorded entries. */
const PROCEED_MESSAGES = Object.fromEntries(
  CONTENT_TYPES.map((type) => [type, (counts: Counts) => proceedReason(type, counts)]),
) as Record<TContentType, (counts: Counts) => string>;

/**
 * The messages of the modules, by group: `<group>.<key>` is a message's code, which the server sends
 * with its English and the portal says from its catalogues (`messages.<group>.<key>`).
 */
export const MESSAGE_GROUPS = {
  rules: RULE_MESSAGES,
  profile: PROFILE_MESSAGES,
  auth: AUTH_MESSAGES,
  subscribe: SUBSCRIBE_MESSAGES,
  signature: SIGNATURE_MESSAGES,
  documents: DOCUMENT_MESSAGES,
  payment: PAYMENT_MESSAGES,
  card: CARD_MESSAGES,
  journey: JOURNEY_MESSAGES,
  proceed: PROCEED_MESSAGES,
  quiz: QUIZ_MESSAGES,
  grades: GRADES_MESSAGES,
  practice: PRACTICE_MESSAGES,
  live: LIVE_MESSAGES,
  forum: FORUM_MESSAGES,
  tutor: TUTOR_MESSAGES,
} as const;

type Groups = typeof MESSAGE_GROUPS;
export type TMessageCode = {
  [G in keyof Groups]: `${G}.${Extract<keyof Groups[G], string>}`;
}[keyof Groups];

/** The values the contract writes into a message's English, sent as its params so a catalogue says them. */
const FIXED_PARAMS: { [code in TMessageCode]?: TApiErrorParams } = {
  'auth.signInLocked': { minutes: SIGN_IN_LOCK.lockMinutes },
  'practice.durationRange': { maxMinutes: PRACTICE_ENTRY_LIMITS.maxMinutes },
  'practice.noteTooLong': { noteMaxLength: PRACTICE_ENTRY_LIMITS.noteMaxLength },
  'live.tooEarly': { minutes: LIVE_JOIN_EARLY_MINUTES },
  'forum.editWindowOver': { minutes: FORUM_EDIT_WINDOW_MINUTES },
  'tutor.tooLong': { max: TUTOR_QUESTION_MAX_LENGTH },
};

/** The values each message names, fixed or the school's own; a catalogue's texts name the same. */
export const MESSAGE_PARAMS: Partial<Record<TMessageCode, readonly string[]>> = {
  ...Object.fromEntries(
    Object.entries(FIXED_PARAMS).map(([code, params]) => [code, Object.keys(params as TApiErrorParams)]),
  ),
  'journey.lockedBy': ['name', 'lang'],
  'proceed.quota': ['recorded', 'required'],
  'proceed.in_class_quota': ['recorded', 'required'],
};

/** A message said by its code and the values it names; `text` is its English. */
export type TCodedMessage = { code: TMessageCode; params: TApiErrorParams; text: string };

export const MESSAGE_CODES = Object.entries(MESSAGE_GROUPS).flatMap(([group, messages]) =>
  Object.keys(messages).map((key) => `${group}.${key}` as TMessageCode),
);

/** The message of `code` with the values it names: the school's own from `params`, the contract's filled in. */
export function coded(code: TMessageCode, params: TApiErrorParams = {}): TCodedMessage {
  const [group, key] = code.split('.') as [keyof Groups, string];
  const entry = (MESSAGE_GROUPS[group] as Record<string, unknown>)[key];
  const named = new Set(MESSAGE_PARAMS[code]);
  const all = {
    ...FIXED_PARAMS[code],
    ...Object.fromEntries(Object.entries(params).filter(([name]) => named.has(name))),
  };
  const text =
    code === 'journey.lockedBy'
      ? JOURNEY_MESSAGES.lockedBy(String(all.name))
      : typeof entry === 'function'
        ? (entry as (values: TApiErrorParams) => string)(all)
        : String(entry);
  return { code, params: all, text };
}

/** A message as an answer names it: by code, with its values when it has some. */
export const codeOf = ({ code, params }: { code: string; params: TApiErrorParams }): TCoded =>
  Object.keys(params).length > 0 ? { code, params } : { code };

/** A reason in an answer: its English, and its code for a client to say it. */
export const reasonOf = (message: TCodedMessage | null) => ({
  reason: message?.text ?? null,
  reason_code: message && codeOf(message),
});
