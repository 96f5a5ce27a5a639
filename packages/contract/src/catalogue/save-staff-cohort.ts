import type { z } from 'zod';
import { operation } from '../common/operation';
import { ZStaffCohort, ZStaffCohortParams, ZStaffProgram, ZStaffProgramParams } from './staff-program';
import { staffRule } from '../staff/staff-messages';

export const ZSaveStaffCohort = ZStaffCohort.pick({
  name: true,
  start_date: true,
  end_date: true,
  is_free: true,
  price: true,
  seats: true,
})
  // a cohort saved without its other names has none
  .extend({ translations: ZStaffCohort.shape.translations.default({}) })
  .refine((cohort) => cohort.end_date >= cohort.start_date, {
    path: ['end_date'],
    message: staffRule('staff.forms.cohortEnds'),
  });
export type TSaveStaffCohort = z.input<typeof ZSaveStaffCohort>;

export const addStaffCohort = operation({
  method: 'POST',
  path: '/api/v1/staff/programs/:id/cohorts/',
  tag: 'staff',
  summary: 'Add a cohort to a cohort program; students can join it at once',
  params: ZStaffProgramParams,
  body: ZSaveStaffCohort,
  response: ZStaffProgram,
  status: 201,
  errors: [401, 403, 404, 409],
  staff: { resource: 'content', action: 'update' },
});

export const updateStaffCohort = operation({
  method: 'PUT',
  path: '/api/v1/staff/programs/:id/cohorts/:cohort/',
  tag: 'staff',
  summary: "Change a cohort's name, dates, price or seats; never fewer seats than are taken",
  params: ZStaffCohortParams,
  body: ZSaveStaffCohort,
  response: ZStaffProgram,
  errors: [401, 403, 404, 409],
  staff: { resource: 'content', action: 'update' },
});
