import {
  type TCodedMessage,
  type TContentType,
  type TProceedState,
  type TUnlockState,
  coded,
  reasonOf,
} from '@portal/contract';

/** What the student has done with one item, as recorded. */
export type ItemFacts = {
  viewed: boolean;
  /** Marked complete by its own feature (a quiz). */
  completed: boolean;
  submitted: boolean;
  recordedCount: number;
};

/** One item of a program, in program order, with what the student has done with it. */
export type RuleItem = {
  id: number;
  name: string;
  contentType: TContentType;
  canSkip: boolean;
  /** Quotas: how many attendances or entries complete it. */
  requiredCount: number | null;
  facts: ItemFacts;
};

export type ItemState = {
  isCompleted: boolean;
  isUnlocked: TUnlockState;
  /** Why the item is locked, which a request for it is refused with; null when unlocked. */
  lock: TCodedMessage | null;
  /** The earlier item to finish first, whose name the reason gives; null when unlocked. */
  blockedBy: number | null;
  canProceed: TProceedState;
};

/** Lessons, documents and videos are complete once viewed (a video: watched to its end). */
export function completesOnView(type: TContentType): boolean {
  return type === 'lesson' || type === 'document' || type === 'video';
}

export function isSubmittable(type: TContentType): boolean {
  return type === 'assignment' || type === 'homework';
}

export function isQuota(type: TContentType): boolean {
  return type === 'in_class_quota' || type === 'quota';
}

export function isCompleted(item: Pick<RuleItem, 'contentType' | 'requiredCount' | 'facts'>): boolean {
  const { facts } = item;
  if (facts.completed) return true;
  if (completesOnView(item.contentType)) return facts.viewed;
  // marks come later, from grading: handing the work in is what completes it
  if (isSubmittable(item.contentType)) return facts.submitted;
  if (isQuota(item.contentType)) return facts.recordedCount >= (item.requiredCount ?? 0);
  return false;
}

/**
 * The state of every item of a program, given in program order: an item opens when every earlier
 * mandatory item is complete, or when it is complete itself; Next is allowed from an item that is
 * complete or optional. Progress is the whole percent of mandatory items complete, and a program
 * without mandatory items counts as complete.
 */
export function journeyStates(items: readonly RuleItem[]): {
  states: ItemState[];
  mandatoryProgress: number;
} {
  let blocker: RuleItem | null = null;
  let mandatory = 0;
  let mandatoryDone = 0;
  const states = items.map((item): ItemState => {
    const completed = isCompleted(item);
    const unlocked = completed || blocker === null;
    const lock = unlocked ? null : coded('journey.lockedBy', { name: blocker!.name });
    const proceed = completed || item.canSkip;
    const state: ItemState = {
      isCompleted: completed,
      isUnlocked: { is_unlocked: unlocked, ...reasonOf(lock) },
      lock,
      blockedBy: unlocked ? null : blocker!.id,
      canProceed: {
        can_proceed: proceed,
        ...reasonOf(
          proceed
            ? null
            : coded(`proceed.${item.contentType}`, {
                recorded: item.facts.recordedCount,
                required: item.requiredCount ?? 0,
              }),
        ),
      },
    };
    if (!item.canSkip) {
      mandatory++;
      if (completed) mandatoryDone++;
      else blocker ??= item;
    }
    return state;
  });
  const mandatoryProgress = mandatory === 0 ? 100 : Math.floor((mandatoryDone * 100) / mandatory);
  return { states, mandatoryProgress };
}
