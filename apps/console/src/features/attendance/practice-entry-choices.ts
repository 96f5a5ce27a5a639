import { PRACTICE_ENTRY_STATUSES } from '@portal/contract';

/** Where an entry of a practice log stands, named by the console's catalogue. */
export const STATE_CHOICES = PRACTICE_ENTRY_STATUSES.map((state) => ({
  id: state,
  name: `console.practice.states.${state}`,
}));
