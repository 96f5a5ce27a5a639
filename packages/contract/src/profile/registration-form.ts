import { z } from 'zod';
import { ZProvince } from '../enums';
import { dateOfBirthRule } from '../rules/date-of-birth';
import { ZRegistrationPhone } from '../rules/phone';
import { ZPostalCode } from '../rules/postal-code';
import { messageRule } from '../common/message-rule';

const required = z
  .string({ error: messageRule('rules.required') })
  .trim()
  .min(1, messageRule('rules.required'))
  .max(200);

/** The registration form (spec section 2): the country is fixed to Canada by the address pick. */
export function registrationSchema(today: () => string) {
  return z.object({
    first_name: required,
    last_name: required,
    date_of_birth: dateOfBirthRule(today),
    address: required,
    city: required,
    province: ZProvince.or(z.literal('')).refine((p) => p !== '', messageRule('rules.province')),
    postal_code: ZPostalCode,
    phone: ZRegistrationPhone,
    course: z.number().int().positive().nullable().default(null),
    // sent by the spec's client; the school, not the student, decides these
    is_active: z.boolean().optional(),
    groups: z.array(z.unknown()).optional(),
    user_permissions: z.array(z.unknown()).optional(),
  });
}
