import { z } from 'zod';
import { operation } from '../common/operation';
import { ZLanguage } from '../enums';
import { ZProgramTexts, ZStaffProgram, ZStaffProgramParams } from './staff-program';

/** Only what the member changed; the program's folder name, currency and cohort mode stay the folder's. */
export const ZUpdateStaffProgram = ZStaffProgram.pick({
  name: true,
  short_description: true,
  description: true,
  category: true,
  level: true,
  price: true,
  is_free: true,
  trial_days: true,
  enable_paid_at_school: true,
  has_gpa: true,
})
  .extend({ translations: z.partialRecord(ZLanguage, ZProgramTexts.partial()) })
  .partial();
export type TUpdateStaffProgram = z.input<typeof ZUpdateStaffProgram>;

export const updateStaffProgram = operation({
  method: 'PATCH',
  path: '/api/v1/staff/programs/:id/',
  tag: 'staff',
  summary: "Change a program's texts, price and options; students see them on their next page",
  params: ZStaffProgramParams,
  body: ZUpdateStaffProgram,
  response: ZStaffProgram,
  errors: [401, 403, 404],
  staff: { resource: 'content', action: 'update' },
});
