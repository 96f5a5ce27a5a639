import { z } from 'zod';
import { operation } from '../common/operation';
import { ZLanguage } from '../enums';
import { ZInstituteFeatures, ZInstituteLinks, ZInstituteTexts, ZStaffInstitute } from './staff-institute';

/** Only what the admin changed: a setting another admin changed meanwhile is kept. */
export const ZUpdateStaffInstitute = ZStaffInstitute.pick({
  name: true,
  tagline: true,
  email: true,
  phone: true,
  address: true,
  domain_display: true,
  theme_preset: true,
})
  .extend({
    features: ZInstituteFeatures.partial(),
    links: ZInstituteLinks.partial(),
    translations: z.partialRecord(ZLanguage, ZInstituteTexts.partial()),
  })
  .partial();
export type TUpdateStaffInstitute = z.input<typeof ZUpdateStaffInstitute>;

export const updateStaffInstitute = operation({
  method: 'PATCH',
  path: '/api/v1/staff/institute/',
  tag: 'staff',
  summary: "Change the institute's settings; the portal shows them at once",
  body: ZUpdateStaffInstitute,
  response: ZStaffInstitute,
  errors: [401, 403, 404],
  staff: { resource: 'settings', action: 'update' },
});
