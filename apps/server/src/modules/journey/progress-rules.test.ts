import { CONTENT_TYPES, type TContentType } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { type ItemFacts, type RuleItem, isCompleted, journeyStates } from './progress-rules';

const none: ItemFacts = { viewed: false, completed: false, submitted: false, recordedCount: 0 };

function item(
  name: string,
  contentType: TContentType,
  facts: Partial<ItemFacts> = {},
  options: { canSkip?: boolean; requiredCount?: number } = {},
): RuleItem {
  const quota = contentType === 'quota' || contentType === 'in_class_quota';
  return {
    id: name.length,
    name,
    contentType,
    canSkip: options.canSkip ?? false,
    requiredCount: options.requiredCount ?? (quota ? 3 : null),
    facts: { ...none, ...facts },
  };
}

describe('completion by type', () => {
  it.each([
    ['lesson', { viewed: true }, true],
    ['document', { viewed: true }, true],
    ['video', { viewed: true }, true],
    ['assignment', { viewed: true }, false],
    ['assignment', { submitted: true }, true],
    ['homework', { submitted: true }, true],
    ['quiz', { viewed: true }, false],
    ['quiz', { submitted: true }, false],
    ['quiz', { completed: true }, true],
    ['in_class_quota', { recordedCount: 2 }, false],
    ['in_class_quota', { recordedCount: 3 }, true],
    ['quota', { recordedCount: 4 }, true],
    ['quota', { viewed: true }, false],
  ] as [TContentType, Partial<ItemFacts>, boolean][])('%s with %o is complete: %s', (type, facts, done) => {
    expect(isCompleted(item('x', type, facts))).toBe(done);
  });

  it('counts an item its own feature marked complete, whatever its type', () => {
    for (const type of CONTENT_TYPES) expect(isCompleted(item('x', type, { completed: true }))).toBe(true);
  });

  it('leaves every type incomplete before anything is done', () => {
    for (const type of CONTENT_TYPES) expect(isCompleted(item('x', type))).toBe(false);
  });
});

describe('unlocking and proceeding', () => {
  it('opens items up to the first incomplete mandatory one, and names it on the later ones', () => {
    const { states } = journeyStates([
      item('Welcome', 'lesson', { viewed: true }),
      item('Tour', 'video'),
      item('Glossary', 'document'),
      item('Check-in', 'quiz'),
    ]);
    expect(states.map((s) => s.isUnlocked.is_unlocked)).toEqual([true, true, false, false]);
    expect(states[2]!.isUnlocked.reason).toBe('Complete “Tour” to unlock this.');
    expect(states[3]!.isUnlocked.reason).toBe('Complete “Tour” to unlock this.');
    expect(states[0]!.isUnlocked.reason).toBeNull();
  });

  it('lets optional items neither block nor need finishing', () => {
    const { states } = journeyStates([
      item('Welcome', 'lesson', { viewed: true }),
      item('Labs', 'in_class_quota', {}, { canSkip: true }),
      item('Peer feedback', 'quota', {}, { canSkip: true }),
      item('Email task', 'assignment'),
      item('Scams', 'lesson'),
    ]);
    expect(states.map((s) => s.isUnlocked.is_unlocked)).toEqual([true, true, true, true, false]);
    expect(states[4]!.isUnlocked.reason).toBe('Complete “Email task” to unlock this.');
    expect(states[1]!.canProceed).toEqual({ can_proceed: true, reason: null, reason_code: null });
    expect(states[3]!.canProceed).toEqual({
      can_proceed: false,
      reason: 'Submit this assignment to continue.',
      reason_code: { code: 'proceed.assignment' },
    });
  });

  it('keeps a completed item open even when an earlier one is not done', () => {
    const { states } = journeyStates([
      item('Workshops', 'in_class_quota', { recordedCount: 1 }),
      item('Final', 'quiz', { completed: true }),
      item('After', 'lesson'),
    ]);
    expect(states[1]!.isUnlocked).toEqual({ is_unlocked: true, reason: null, reason_code: null });
    expect(states[2]!.isUnlocked).toEqual({
      is_unlocked: false,
      reason: 'Complete “Workshops” to unlock this.',
      reason_code: { code: 'journey.lockedBy', params: { name: 'Workshops' } },
    });
  });

  it('explains what each type still needs before Next', () => {
    const types: [TContentType, string][] = [
      ['lesson', 'Read this lesson to continue.'],
      ['video', 'Watch the video to the end to continue.'],
      ['document', 'Open the document to continue.'],
      ['assignment', 'Submit this assignment to continue.'],
      ['homework', 'Submit this homework to continue.'],
      ['quiz', 'Complete this quiz to continue.'],
      ['in_class_quota', 'The school has recorded 1 of 3; you can continue once all 3 are recorded.'],
      ['quota', '1 of 3 practice entries count so far; you can continue once 3 are approved.'],
    ];
    for (const [type, reason] of types) {
      const { states } = journeyStates([item('x', type, { recordedCount: 1 })]);
      expect(states[0]!.canProceed).toEqual({
        can_proceed: false,
        reason,
        reason_code: expect.objectContaining({ code: `proceed.${type}` }),
      });
    }
  });

  it('allows Next from a completed item or an optional one of every type', () => {
    for (const type of CONTENT_TYPES) {
      const done = journeyStates([item('x', type, { completed: true })]).states[0]!;
      const optional = journeyStates([item('x', type, {}, { canSkip: true })]).states[0]!;
      expect(done.canProceed.can_proceed).toBe(true);
      expect(optional.canProceed.can_proceed).toBe(true);
    }
  });
});

describe('mandatory progress', () => {
  it('is the whole percent of mandatory items complete, optional ones aside', () => {
    const items = [
      item('a', 'lesson', { viewed: true }),
      item('b', 'video'),
      item('c', 'quota', { recordedCount: 9 }, { canSkip: true }),
      item('d', 'homework'),
    ];
    expect(journeyStates(items).mandatoryProgress).toBe(33);
    items[1]!.facts.viewed = true;
    expect(journeyStates(items).mandatoryProgress).toBe(66);
    items[3]!.facts.submitted = true;
    expect(journeyStates(items).mandatoryProgress).toBe(100);
  });

  it('reaches 100 only when every mandatory item is complete', () => {
    const items = Array.from({ length: 200 }, (_, i) => item(`i${i}`, 'lesson', { viewed: i > 0 }));
    expect(journeyStates(items).mandatoryProgress).toBe(99);
  });

  it('counts a program without mandatory items as complete', () => {
    expect(journeyStates([item('a', 'lesson', {}, { canSkip: true })]).mandatoryProgress).toBe(100);
  });
});
