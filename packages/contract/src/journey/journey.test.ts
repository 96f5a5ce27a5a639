import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZContent } from './content';
import { JOURNEY_MESSAGES, proceedReason } from './messages';
import { ZSubmitContentRequest } from './submit-content';

const base = {
  id: 7,
  name: 'Email task',
  lang: 'en',
  duration: 600,
  can_skip: false,
  index: 2,
  is_completed: false,
  is_unlocked: { is_unlocked: true, reason: null },
  can_proceed_to_next_content: { can_proceed: false, reason: 'Submit this homework to continue.' },
  marks: null,
  passed: null,
  subscription: 3,
  section: { id: 1, name: 'Email', index: 0, lang: 'en' },
  body: '# Task',
  mandatory_content_progress: 40,
  submission: null,
  previous_content: null,
  next_content: { id: 8, name: 'Scams', section: 2, lang: 'en' },
};
const assignment = {
  max_marks: 20,
  submission: 'file_or_text',
  file_extensions: ['pdf'],
  max_file_size_mb: 5,
  pass_mark_percent: 60,
  can_submit: true,
};

describe('a submission', () => {
  it('defaults to no text and no file, and trims the text', () => {
    expect(ZSubmitContentRequest.parse({})).toEqual({ text: '', file: null });
    expect(ZSubmitContentRequest.parse({ text: '  Dear Ms. Tremblay  ', file: 4 })).toEqual({
      text: 'Dear Ms. Tremblay',
      file: 4,
    });
  });

  it('takes up to 20,000 characters of text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 25_000 }), (length) => {
        const text = 'a'.repeat(length);
        expect(ZSubmitContentRequest.safeParse({ text }).success).toBe(length <= 20_000);
      }),
      { numRuns: 50 },
    );
  });
});

describe('a content item', () => {
  it('carries what its type needs', () => {
    expect(ZContent.parse({ ...base, content_type: 'homework', assignment }).content_type).toBe('homework');
    expect(ZContent.safeParse({ ...base, content_type: 'homework' }).success).toBe(false);
    expect(ZContent.safeParse({ ...base, content_type: 'lesson' }).success).toBe(true);
    expect(
      ZContent.safeParse({
        ...base,
        content_type: 'quota',
        quota: { required_count: 3, recorded_count: 1, practice_log: { can_add: true } },
      }).success,
    ).toBe(true);
  });
});

describe('journey texts', () => {
  it('name the item to finish first and what a quota still needs', () => {
    expect(JOURNEY_MESSAGES.lockedBy('Tour')).toBe('Complete “Tour” to unlock this.');
    expect(proceedReason('in_class_quota', { recorded: 2, required: 5 })).toBe(
      'The school has recorded 2 of 5; you can continue once all 5 are recorded.',
    );
    expect(proceedReason('quota', { recorded: 2, required: 5 })).toBe(
      '2 of 5 practice entries count so far; you can continue once 5 are approved.',
    );
  });
});
