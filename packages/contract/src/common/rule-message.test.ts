import { describe, expect, it } from 'vitest';
import { staffRule } from '../staff/staff-messages';
import { messageRule } from './message-rule';
import { ruleMessage } from './rule-message';

describe("a form's rule written as its code", () => {
  it('is answered by a module’s code with the values the contract writes into it', () => {
    expect(ruleMessage(messageRule('practice.durationRange'))).toEqual({
      code: 'practice.durationRange',
      params: { maxMinutes: 1440 },
      text: expect.stringContaining('1440'),
    });
  });

  it('is answered by its code, with the values it names and its English', () => {
    expect(ruleMessage(staffRule('staff.forms.attendanceCount', { max: 1000 }))).toEqual({
      code: 'staff.forms.attendanceCount',
      params: { max: 1000 },
      text: 'A whole number from 1 to 1000.',
    });
    expect(ruleMessage(staffRule('staff.forms.dueDate'))).toEqual({
      code: 'staff.forms.dueDate',
      params: {},
      text: 'Enter a date as YYYY-MM-DD.',
    });
  });

  it('leaves a message that is not a code as written, a question mark and all', () => {
    expect(ruleMessage('Is this a date?')).toBe('Is this a date?');
    expect(ruleMessage('staff.forms.nothing?max=3')).toBe('staff.forms.nothing?max=3');
  });
});
