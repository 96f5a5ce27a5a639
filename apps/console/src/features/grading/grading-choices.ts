import { GRADING_KINDS, GRADING_STATES } from '@portal/contract';

/** Where work stands and what it is, named by the console's catalogue. */
export const STATE_CHOICES = GRADING_STATES.map((state) => ({
  id: state,
  name: `console.grading.states.${state}`,
}));

export const KIND_CHOICES = GRADING_KINDS.map((kind) => ({
  id: kind,
  name: `console.grading.kinds.${kind}`,
}));
