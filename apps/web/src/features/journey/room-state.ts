import type { TContent, TContentSummary, TJourneySection, TSubscription } from '@portal/contract';

/** Where a finished program ends: its outcome, the certificate and what comes next. */
export function completionPath(courseSlug: string, subscriptionId: number): string {
  return `/program-journey/program-completion/${encodeURIComponent(courseSlug)}/${subscriptionId}`;
}

/** Locked items (not unlocked and not completed) cannot be opened (spec section 4). */
export function isLocked(item: Pick<TContentSummary, 'is_unlocked' | 'is_completed'>) {
  return !item.is_unlocked.is_unlocked && !item.is_completed;
}

/** Every item in the program's order: sections by index, then items by index. */
export function orderedItems(sections: TJourneySection[]): TContentSummary[] {
  return [...sections]
    .sort((a, b) => a.index - b.index)
    .flatMap((section) => [...section.contents].sort((a, b) => a.index - b.index));
}

/**
 * Where the room opens: the item the student left off at, if it can still be opened; otherwise the
 * first open item not yet done; otherwise the last open one.
 */
export function startingItem(sections: TJourneySection[], currentContent: number | null): number | undefined {
  const items = orderedItems(sections);
  const current = items.find((item) => item.id === currentContent);
  if (current && !isLocked(current)) return current.id;
  const open = items.filter((item) => !isLocked(item));
  return (open.find((item) => !item.is_completed) ?? open.at(-1))?.id;
}

/** Next is enabled only if the item may be skipped, has marks, or the server says it can proceed. */
export function canGoNext(content: Pick<TContent, 'can_skip' | 'marks' | 'can_proceed_to_next_content'>) {
  return content.can_skip || content.marks !== null || content.can_proceed_to_next_content.can_proceed;
}

/** On the last item of the last section with every mandatory item done, Next leads to the completion page. */
export function leadsToCompletion(content: Pick<TContent, 'next_content' | 'mandatory_content_progress'>) {
  return content.next_content === null && content.mandatory_content_progress === 100;
}

/**
 * The spec's gate for the certificate: every mandatory item done, and not a trial ('trail' in the
 * spec's data). Past it, the server says whether the pass marks are reached (the certificate's state).
 */
export function certificateAvailable(progress: number, status: TSubscription['status'] | 'trail') {
  return progress === 100 && status !== 'trail' && status !== 'trial';
}
