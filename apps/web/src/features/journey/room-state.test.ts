import type { TContentSummary, TJourneySection } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  certificateAvailable,
  isLocked,
  leadsToCompletion,
  orderedItems,
  startingItem,
} from './room-state';

function item(id: number, index: number, state: Partial<TContentSummary> = {}): TContentSummary {
  return {
    id,
    name: `Item ${id}`,
    lang: 'en',
    content_type: 'lesson',
    duration: 600,
    can_skip: false,
    index,
    is_completed: false,
    is_unlocked: { is_unlocked: true, reason: null },
    can_proceed_to_next_content: { can_proceed: false, reason: 'Read this lesson to continue.' },
    marks: null,
    passed: null,
    ...state,
  };
}

const locked = { is_unlocked: { is_unlocked: false, reason: 'Complete “Item 2” to unlock this.' } };
const section = (id: number, index: number, contents: TContentSummary[]): TJourneySection => ({
  id,
  name: `Section ${id}`,
  lang: 'en',
  description: '',
  index,
  duration: 0,
  contents,
});

const sections = [
  section(2, 2, [item(4, 1, locked), item(3, 0, locked)]),
  section(1, 1, [item(2, 1), item(1, 0, { is_completed: true })]),
];

describe('room state', () => {
  it('orders items by section index, then item index', () => {
    expect(orderedItems(sections).map((i) => i.id)).toEqual([1, 2, 3, 4]);
  });

  it('opens where the student left off, unless it is locked; then the first open item not done', () => {
    expect(startingItem(sections, 1)).toBe(1);
    expect(startingItem(sections, 4)).toBe(2);
    expect(startingItem(sections, null)).toBe(2);
    const allDone = [section(1, 1, [item(1, 0, { is_completed: true }), item(2, 1, { is_completed: true })])];
    expect(startingItem(allDone, null)).toBe(2);
  });

  it('counts a completed item as open even when the rules would lock it', () => {
    expect(isLocked(item(1, 0, locked))).toBe(true);
    expect(isLocked(item(1, 0, { ...locked, is_completed: true }))).toBe(false);
  });

  it('allows Next for an optional item, one with marks, or when the server says so', () => {
    const blocked = {
      can_skip: false,
      marks: null,
      can_proceed_to_next_content: { can_proceed: false, reason: 'x' },
    };
    expect(canGoNext(blocked)).toBe(false);
    expect(canGoNext({ ...blocked, can_skip: true })).toBe(true);
    expect(canGoNext({ ...blocked, marks: 7 })).toBe(true);
    expect(canGoNext({ ...blocked, can_proceed_to_next_content: { can_proceed: true, reason: null } })).toBe(
      true,
    );
  });

  it('leads to the completion page from the last item once every mandatory item is done', () => {
    expect(leadsToCompletion({ next_content: null, mandatory_content_progress: 100 })).toBe(true);
    expect(leadsToCompletion({ next_content: null, mandatory_content_progress: 90 })).toBe(false);
    expect(
      leadsToCompletion({
        next_content: { id: 2, name: 'x', lang: 'en', section: 1 },
        mandatory_content_progress: 100,
      }),
    ).toBe(false);
  });

  it('offers the certificate at 100 percent, but not on a trial', () => {
    expect(certificateAvailable(100, 'active')).toBe(true);
    expect(certificateAvailable(100, 'trail')).toBe(false);
    expect(certificateAvailable(99, 'graduated')).toBe(false);
  });
});
