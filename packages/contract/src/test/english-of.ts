import { ruleMessage } from '../common/rule-message';

/** A rule's message in English, as the server answers it: what the specification's tests read. */
export function englishOf(message: string): string {
  const said = ruleMessage(message);
  return typeof said === 'string' ? said : said.text;
}
