import type { TMessageCode } from './message-codes';

/**
 * A form's rule in the contract, written as its message's code: the portal says it in its reader's
 * language, and the server answers its English beside the code (`ruleMessage`). The values a message
 * names are the contract's own (`coded`).
 */
export const messageRule = (code: TMessageCode): string => code;
