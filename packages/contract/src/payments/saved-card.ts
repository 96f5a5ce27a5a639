import { z } from 'zod';

export const ZSavedCard = z.object({
  /** The provider's id of the card, kept on the student's customer: the card dialog pays with it again. */
  payment_method_id: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});
export const ZSavedCardResponse = ZSavedCard.nullable();
