import {
  AUTH_MESSAGES,
  CARD_MESSAGES,
  CONTENT_TYPES,
  FORUM_EDIT_WINDOW_MINUTES,
  FORUM_MESSAGES,
  GRADES_MESSAGES,
  JOURNEY_MESSAGES,
  LIVE_JOIN_EARLY_MINUTES,
  LIVE_MESSAGES,
  PAYMENT_MESSAGES,
  PRACTICE_ENTRY_LIMITS,
  PRACTICE_MESSAGES,
  PROFILE_MESSAGES,
  QUIZ_MESSAGES,
  RULE_MESSAGES,
  SIGN_IN_LOCK,
  SIGNATURE_MESSAGES,
  SUBSCRIBE_MESSAGES,
  TUTOR_MESSAGES,
  TUTOR_QUESTION_MAX_LENGTH,
  proceedReason,
} from '@portal/contract';
import type { TFunction } from 'i18next';

type Group = {
  messages: Readonly<Record<string, unknown>>;
  /** Where the group's messages are in the catalogues, by the same keys. */
  prefix: string;
  /** The values the contract writes into its messages, so the catalogues can say them too. */
  values?: Record<string, number>;
};

/**
 * The contract says its rules and the server its refusals in English, for clients of every kind; the
 * portal shows each one it knows in the reader's language. A message that is a function (it names
 * something of the school's) is not here: the server writes it, and it shows as written.
 */
export const CONTRACT_MESSAGE_GROUPS = {
  RULE_MESSAGES: { messages: RULE_MESSAGES, prefix: 'messages.rules' },
  PROFILE_MESSAGES: { messages: PROFILE_MESSAGES, prefix: 'messages.profile' },
  AUTH_MESSAGES: {
    messages: AUTH_MESSAGES,
    prefix: 'messages.auth',
    values: { minutes: SIGN_IN_LOCK.lockMinutes },
  },
  SUBSCRIBE_MESSAGES: { messages: SUBSCRIBE_MESSAGES, prefix: 'messages.subscribe' },
  SIGNATURE_MESSAGES: { messages: SIGNATURE_MESSAGES, prefix: 'messages.signature' },
  PAYMENT_MESSAGES: { messages: PAYMENT_MESSAGES, prefix: 'messages.payment' },
  CARD_MESSAGES: { messages: CARD_MESSAGES, prefix: 'messages.card' },
  JOURNEY_MESSAGES: { messages: JOURNEY_MESSAGES, prefix: 'messages.journey' },
  QUIZ_MESSAGES: { messages: QUIZ_MESSAGES, prefix: 'messages.quiz' },
  GRADES_MESSAGES: { messages: GRADES_MESSAGES, prefix: 'messages.grades' },
  PRACTICE_MESSAGES: {
    messages: PRACTICE_MESSAGES,
    prefix: 'messages.practice',
    values: { ...PRACTICE_ENTRY_LIMITS },
  },
  LIVE_MESSAGES: {
    messages: LIVE_MESSAGES,
    prefix: 'messages.live',
    values: { minutes: LIVE_JOIN_EARLY_MINUTES },
  },
  FORUM_MESSAGES: {
    messages: FORUM_MESSAGES,
    prefix: 'messages.forum',
    values: { minutes: FORUM_EDIT_WINDOW_MINUTES },
  },
  TUTOR_MESSAGES: {
    messages: TUTOR_MESSAGES,
    prefix: 'messages.tutor',
    values: { max: TUTOR_QUESTION_MAX_LENGTH },
  },
} satisfies Record<string, Group>;

// the first group to say a message wins: the same words mean the same in every group
const KEY_OF_MESSAGE = new Map<string, { key: string; values?: Record<string, number> }>();
for (const group of Object.values(CONTRACT_MESSAGE_GROUPS) as Group[]) {
  for (const [key, message] of Object.entries(group.messages)) {
    if (typeof message === 'string' && !KEY_OF_MESSAGE.has(message)) {
      KEY_OF_MESSAGE.set(message, { key: `${group.prefix}.${key}`, values: group.values });
    }
  }
}

// stands for a value while the contract writes a message, so the message's words around it are known
const MARK = '\u0001';
const mark = (name: string) => `${MARK}${name}${MARK}`;

/**
 * The contract's message written around marked values, as a pattern that finds those values again in a
 * message the server wrote; a value written twice must be the same both times.
 */
function patternOf(written: string): RegExp {
  const seen = new Set<string>();
  const parts = written.split(new RegExp(`${MARK}(\\w+)${MARK}`));
  const source = parts
    .map((part, i) => {
      if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (seen.has(part)) return `\\k<${part}>`;
      seen.add(part);
      return `(?<${part}>.+?)`;
    })
    .join('');
  return new RegExp(`^${source}$`, 's');
}

/** Messages the server writes around the school's names and counts: why an item is locked or waits. */
export const CONTRACT_MESSAGE_PATTERNS: { key: string; pattern: RegExp; sample: string }[] = [
  {
    key: 'messages.journey.lockedBy',
    pattern: patternOf(JOURNEY_MESSAGES.lockedBy(mark('name'))),
    sample: JOURNEY_MESSAGES.lockedBy('Welcome'),
  },
  ...CONTENT_TYPES.map((type) => {
    // the contract writes the counts into its text; marks stand for them here
    const quota = { recorded: mark('recorded'), required: mark('required') } as unknown as {
      recorded: number;
      required: number;
    };
    return {
      key: `messages.proceed.${type}`,
      pattern: patternOf(proceedReason(type, quota)),
      sample: proceedReason(type, { recorded: 2, required: 5 }),
    };
  }),
];

export function isContractMessage(message: string): boolean {
  return (
    KEY_OF_MESSAGE.has(message) || CONTRACT_MESSAGE_PATTERNS.some(({ pattern }) => pattern.test(message))
  );
}

/** A contract or server message in the reader's language; a message the portal does not know stays as it is. */
export function localContractMessage(message: string, t: TFunction): string {
  // the keys are built from the contract, which the catalogues' type cannot follow
  const say = t as (key: string, values?: object) => string;
  const found = KEY_OF_MESSAGE.get(message);
  if (found) return say(found.key, found.values);
  for (const { key, pattern } of CONTRACT_MESSAGE_PATTERNS) {
    const match = pattern.exec(message);
    if (match) return say(key, match.groups ?? {});
  }
  return message;
}
