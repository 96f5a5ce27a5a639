import { z } from 'zod';
import { ZLanguage } from '../enums';
import { staffRule } from '../staff/staff-messages';

/** A section's texts: its name in the outline and the room, and a line on what it covers. */
export const ZSectionTexts = z.object({
  name: z.string().trim().max(200),
  description: z.string().trim().max(2_000),
});

/** A section as the school writes it, with its texts in the other language. */
export const ZStaffSectionWrite = z.object({
  name: z.string().trim().min(1, staffRule('staff.forms.sectionName')).max(200),
  description: z.string().trim().max(2_000).default(''),
  translations: z.partialRecord(ZLanguage, ZSectionTexts.partial()).default({}),
});
export type TStaffSectionWrite = z.input<typeof ZStaffSectionWrite>;

export const ZStaffSectionParams = z.object({ id: z.coerce.number().int().positive() });
