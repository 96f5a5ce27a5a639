import { z } from 'zod';
import { ZProvince } from '../enums';
import { dateOfBirthRule } from '../rules/date-of-birth';
import { ZPhone } from '../rules/phone';
import { ZPostalCode } from '../rules/postal-code';
import { ZSin } from '../rules/sin';
import { ZAboriginalStatus, ZEmergencyRelation, ZGender, ZLegalStatus, ZPronoun } from './options';
import { messageRule } from '../common/message-rule';

const required = z
  .string({ error: messageRule('rules.required') })
  .trim()
  .min(1, messageRule('rules.required'))
  .max(200);
const optionalText = z.string().trim().max(200).default('');

/**
 * Every editable profile field with its rule (spec section 5), shared by the web form and the server.
 * `canada` adds the Student Info card's SIN and the Canadian province and postal code rules.
 */
export function profileFormSchema(options: { today: () => string; canada: boolean }) {
  return z
    .object({
      first_name: required,
      middle_name: optionalText,
      last_name: required,
      nick_name: optionalText,
      pronoun: ZPronoun.nullable().default(null),
      gender: ZGender.nullable().default(null),
      sin_number: options.canada ? ZSin : ZSin.optional(),
      date_of_birth: dateOfBirthRule(options.today),
      address: required,
      city: required,
      province: options.canada ? ZProvince : required,
      postal_code: options.canada ? ZPostalCode : required,
      country: required,
      phone: ZPhone,
      emergency_contact_full_name: optionalText,
      emergency_contact_relation: ZEmergencyRelation.nullable().default(null),
      emergency_contact_phone: z.union([z.literal(''), ZPhone]).default(''),
      emergency_contact_email: z.union([z.literal(''), z.email(messageRule('rules.email'))]).default(''),
      terms_condition: z.boolean().default(false),
      student_handbook: z.literal(true, { error: messageRule('profile.handbook') }),
      media_release: z.boolean().default(false),
      legal_status: ZLegalStatus.nullable().default(null),
      other_legal_status_remarks: optionalText,
      aboriginal_status: ZAboriginalStatus.nullable().default(null),
      is_referred: z.boolean().default(false),
      referred_by: optionalText,
      international_student: z.boolean().default(false),
      former_sur_name: optionalText,
      admission_counsellor_name: optionalText,
      subscribing_course_id: z.number().int().positive().nullable().default(null),
      subscribing_cohort_id: z.number().int().positive().nullable().default(null),
    })
    .superRefine((form, ctx) => {
      if (form.legal_status === 'others' && !form.other_legal_status_remarks) {
        ctx.addIssue({
          code: 'custom',
          path: ['other_legal_status_remarks'],
          message: messageRule('profile.otherLegalStatus'),
        });
      }
      if (form.is_referred && !form.referred_by) {
        ctx.addIssue({ code: 'custom', path: ['referred_by'], message: messageRule('profile.referredBy') });
      }
    })
    .transform((form) => ({ ...form, referred_by: form.is_referred ? form.referred_by : '' }));
}

export type TProfileForm = z.output<ReturnType<typeof profileFormSchema>>;
export type TProfileFormInput = z.input<ReturnType<typeof profileFormSchema>>;
