import { type TStaffCodedMessage, ruleStaffMessage } from '../staff/staff-messages';
import { MESSAGE_CODES, type TCodedMessage, type TMessageCode, coded } from './message-codes';

const isMessageCode = (message: string): message is TMessageCode =>
  (MESSAGE_CODES as readonly string[]).includes(message);

/** A rule's message as the server answers it: by its code when it has one (a module's or a staff's), else as written. */
export function ruleMessage(message: string): string | TCodedMessage | TStaffCodedMessage {
  return isMessageCode(message) ? coded(message) : ruleStaffMessage(message);
}
