import {
  ASSIGNMENT_DEFAULTS,
  DOCUMENT_TYPES,
  LANGUAGES,
  PAYMENT_MEANS,
  POSTAL_CODE_PATTERN,
  PROVINCES,
  QUIZ_DEFAULTS,
  THEME_PRESETS,
  WEEKDAYS,
  formatPostalCode,
} from '@portal/contract';
import { z } from 'zod';

/**
 * The folder format of an institute's content, as `portal import <folder>` reads it:
 *
 *   institute.yaml              institute, site configuration, document requirements, FAQs, rewards
 *   programs/<slug>/program.yaml  one program: pricing, cohorts, plans, instructor, sections and contents
 *   any other file               Markdown, images, videos and captions that those YAML files name by
 *                                relative path
 *
 * Money is written in dollars (two decimals at most) and stored in cents.
 *
 * The completion rule, the same for every program: a program is passed, and its certificate issued,
 * when every required (not `optional`) item is completed and every required quiz, assignment and
 * homework is graded at or above its `pass_mark_percent`. Until a required item is graded the
 * certificate waits for grading; optional items never hold it.
 */

const dollars = z
  .number()
  .min(0)
  .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
    message: 'money takes at most two decimals',
  });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is written YYYY-MM-DD');
const key = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a key is lower-case words joined by hyphens')
  .max(80);
const link = z.url().nullable().default(null);
/** A path relative to the YAML file's folder; the importer checks that the file exists. */
const relativeFile = z
  .string()
  .min(1)
  .refine(
    (p) => !p.startsWith('/') && !p.split('/').includes('..'),
    'a file path stays inside the content folder',
  );

export const ZInstructorFile = z.strictObject({
  key,
  first_name: z.string().min(1),
  last_name: z.string().min(1),
  title: z.string().default(''),
  bio: z.string().default(''),
});

export const ZDocumentRequirementFile = z.strictObject({
  key,
  name: z.string().min(1),
  type: z.enum(DOCUMENT_TYPES),
  extensions: z.array(z.string().regex(/^[a-z0-9]+$/)).default([]),
  max_file_size_mb: z.number().int().min(1).max(100).default(5),
  instruction: z.string().default(''),
  /** Markdown of the document to sign (e-signature documents) or a form to fill (others). */
  template: relativeFile.optional(),
});

/** Points per reason (0 switches one off) and the learning levels; the levels replace the school's. */
export const ZRewardsFile = z.strictObject({
  rules: z
    .strictObject({
      content_completed: z.number().int().min(0).default(10),
      quiz_passed: z.number().int().min(0).default(25),
      attendance: z.number().int().min(0).default(5),
      payment_on_time: z.number().int().min(0).default(20),
    })
    .prefault({}),
  levels: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        min_points: z.number().int().min(0),
        /** A badge image. */
        image: relativeFile.optional(),
      }),
    )
    .default([])
    .superRefine((levels, ctx) => {
      const seen = new Set<number>();
      levels.forEach((level, i) => {
        if (seen.has(level.min_points))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'min_points'],
            message: 'two levels cannot start at the same points',
          });
        seen.add(level.min_points);
      });
    }),
});

/** One opening of a day, "HH:MM-HH:MM" on the 24-hour clock, in the institute's time zone. */
const opening = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, {
    message: 'an opening is written HH:MM-HH:MM, such as 09:00-17:00',
    abort: true,
  })
  .refine((o) => o.slice(0, 5) < o.slice(6), 'an opening closes after it opens');

/**
 * Where students pay at the school (features.paid_at_school): the desk, its address, its hours per
 * weekday (a day left out is closed) and what it accepts.
 */
export const ZPaymentOfficeFile = z.strictObject({
  name: z.string().trim().min(1, 'the office needs a name, such as Student Services').max(120),
  address: z.strictObject({
    street: z.string().trim().min(1, 'the street address is required').max(200),
    city: z.string().trim().min(1, 'the city is required').max(100),
    province: z.enum(
      PROVINCES.map((p) => p.code),
      `a province or territory code: ${PROVINCES.map((p) => p.code).join(', ')}`,
    ),
    postal_code: z
      .string('a Canadian postal code, such as M4P 1E4')
      .trim()
      .regex(POSTAL_CODE_PATTERN, 'a Canadian postal code, such as M4P 1E4')
      .transform(formatPostalCode),
  }),
  hours: z
    .partialRecord(
      z.enum(WEEKDAYS, `a day of the week: ${WEEKDAYS.join(', ')}`),
      z
        .array(opening)
        .min(1, 'list the openings of the day, or leave the day out when closed')
        .superRefine((openings, ctx) => {
          const sorted = [...openings].sort();
          sorted.forEach((o, i) => {
            if (i > 0 && o.slice(0, 5) < sorted[i - 1]!.slice(6))
              ctx.addIssue({ code: 'custom', message: `the openings ${sorted[i - 1]} and ${o} overlap` });
          });
        }),
    )
    .refine((hours) => Object.keys(hours).length > 0, 'the office is open on at least one day'),
  accepted: z
    .array(z.enum(PAYMENT_MEANS, `a means of payment: ${PAYMENT_MEANS.join(', ')}`))
    .min(1, 'name at least one means of payment the office accepts')
    .refine((means) => new Set(means).size === means.length, 'a means of payment is listed twice'),
  note: z.string().trim().max(500).nullable().default(null),
});
export type TPaymentOfficeFile = z.infer<typeof ZPaymentOfficeFile>;

export const ZInstituteFile = z
  .strictObject({
    name: z.string().min(1),
    description: z.string().default(''),
    email: z.email(),
    address: z.string().default(''),
    country: z
      .strictObject({ name: z.string().min(1), code: z.string().length(2) })
      .default({ name: 'Canada', code: 'CA' }),
    time_zone: z.string().default('America/Toronto'),
    currency: z.string().length(3).default('CAD'),
    default_language: z.enum(LANGUAGES).default('en'),
    features: z.strictObject({
      gamification: z.boolean().default(false),
      live_sessions: z.boolean().default(false),
      power_tutor: z.boolean().default(false),
      interac: z.boolean().default(false),
      paid_at_school: z.boolean().default(false),
    }),
    payment_office: ZPaymentOfficeFile.optional(),
    /** Questions a student may ask the AI tutor a day (across programs, in the time zone) and a minute. */
    tutor: z
      .strictObject({
        daily_quota: z.number().int().min(1).max(10_000).default(50),
        per_minute: z.number().int().min(1).max(600).default(6),
      })
      .prefault({}),
    links: z
      .strictObject({ media_release: link, student_handbook: link, terms: link })
      .default({ media_release: null, student_handbook: null, terms: null }),
    site: z.strictObject({
      tagline: z.string().default(''),
      domain_link: link,
      domain_display: z.string().nullable().default(null),
      phone: z.string().nullable().default(null),
      theme_preset: z.enum(THEME_PRESETS).default('default'),
      logo: relativeFile.optional(),
      footer_logo: relativeFile.optional(),
      reward_icon: relativeFile.optional(),
      social: z
        .strictObject({ facebook: link, instagram: link, youtube: link, twitter: link })
        .default({ facebook: null, instagram: null, youtube: null, twitter: null }),
    }),
    faqs: z.array(z.strictObject({ question: z.string().min(1), answer: z.string().min(1) })).default([]),
    instructors: z.array(ZInstructorFile).default([]),
    documents: z.array(ZDocumentRequirementFile).default([]),
    rewards: ZRewardsFile.prefault({}),
  })
  .refine((institute) => !institute.features.paid_at_school || institute.payment_office, {
    path: ['payment_office'],
    message: 'features.paid_at_school needs the payment_office where students pay',
  });
export type TInstituteFile = z.infer<typeof ZInstituteFile>;

const ZQuestionFile = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('mcq'),
    text: z.string().min(1),
    /** More than one correct option makes it a multiple-answer question. */
    options: z
      .array(z.strictObject({ text: z.string().min(1), correct: z.boolean().default(false) }))
      .min(2)
      .refine((opts) => opts.some((o) => o.correct), 'at least one option is correct'),
    explanation: z.string().default(''),
    marks: z.number().int().min(1).default(1),
  }),
  z.strictObject({
    type: z.literal('subjective'),
    text: z.string().min(1),
    explanation: z.string().default(''),
    marks: z.number().int().min(1).default(1),
  }),
]);

const contentBase = {
  key: key.optional(),
  name: z.string().min(1),
  duration_minutes: z.number().min(0).default(0),
  optional: z.boolean().default(false),
};

const ZAssignmentSettings = {
  /** Markdown file with the instructions. */
  body: relativeFile,
  max_marks: z.number().int().min(1).default(ASSIGNMENT_DEFAULTS.max_marks),
  submission: z.enum(['file', 'text', 'file_or_text']).default(ASSIGNMENT_DEFAULTS.submission),
  file_extensions: z.array(z.string().regex(/^[a-z0-9]+$/)).default([...ASSIGNMENT_DEFAULTS.file_extensions]),
  max_file_size_mb: z.number().int().min(1).max(100).default(ASSIGNMENT_DEFAULTS.max_file_size_mb),
  pass_mark_percent: z.number().int().min(0).max(100).default(ASSIGNMENT_DEFAULTS.pass_mark_percent),
};

export const ZContentFile = z.discriminatedUnion('type', [
  z.strictObject({ ...contentBase, type: z.literal('lesson'), body: relativeFile }),
  z.strictObject({
    ...contentBase,
    type: z.literal('video'),
    /** A video file in the content folder or an https URL. */
    src: z.string().min(1),
    /** Markdown shown under the player. */
    body: relativeFile.optional(),
    /** WebVTT caption files, one a language; the player offers each, and shows the reader's by default. */
    captions: z
      .array(
        z.strictObject({
          lang: z.enum(LANGUAGES, `a language the institute offers: ${LANGUAGES.join(', ')}`),
          file: relativeFile.refine((f) => f.endsWith('.vtt'), 'a caption file is WebVTT, named .vtt'),
        }),
        // a `{ en: …, fr-CA: … }` map is read as a translated text, so it arrives here as one string
        'captions are a list of `- lang: en` and `file: media/x.en.vtt` pairs, one a language',
      )
      .default([])
      .superRefine((captions, ctx) => {
        const seen = new Set<string>();
        captions.forEach((caption, i) => {
          if (seen.has(caption.lang))
            ctx.addIssue({
              code: 'custom',
              path: [i, 'lang'],
              message: `two caption files for '${caption.lang}'`,
            });
          seen.add(caption.lang);
        });
      }),
  }),
  z.strictObject({
    ...contentBase,
    type: z.literal('document'),
    /** The document's text in Markdown; the portal offers it as a PDF. */
    body: relativeFile,
  }),
  z.strictObject({ ...contentBase, type: z.literal('assignment'), ...ZAssignmentSettings }),
  z.strictObject({ ...contentBase, type: z.literal('homework'), ...ZAssignmentSettings }),
  z.strictObject({
    ...contentBase,
    type: z.literal('in_class_quota'),
    body: relativeFile,
    required_count: z.number().int().min(1),
  }),
  z.strictObject({
    ...contentBase,
    type: z.literal('quota'),
    body: relativeFile,
    required_count: z.number().int().min(1),
  }),
  z.strictObject({
    ...contentBase,
    type: z.literal('quiz'),
    body: relativeFile.optional(),
    time_limit_minutes: z.number().int().min(1).nullable().default(QUIZ_DEFAULTS.time_limit_minutes),
    attempts_allowed: z.number().int().min(1).default(QUIZ_DEFAULTS.attempts_allowed),
    pass_mark_percent: z.number().int().min(0).max(100).default(QUIZ_DEFAULTS.pass_mark_percent),
    grading: z.enum(['best', 'last']).default(QUIZ_DEFAULTS.grading),
    show_answers: z.boolean().default(QUIZ_DEFAULTS.show_answers),
    questions: z.array(ZQuestionFile).min(1),
  }),
]);
export type TContentFile = z.infer<typeof ZContentFile>;

export const ZProgramFile = z
  .strictObject({
    name: z.string().min(1),
    short_description: z.string().min(1).max(300),
    /** Markdown file describing the program. */
    description: relativeFile,
    outcomes: z.array(z.string().min(1)).default([]),
    category: z.string().default(''),
    level: z.string().default(''),
    image: relativeFile.optional(),
    position: z.number().int().default(0),
    instructor: key.optional(),
    price: dollars.default(0),
    free: z.boolean().default(false),
    trial_days: z.number().int().min(1).max(365).nullable().default(null),
    paid_at_school: z.boolean().default(false),
    has_gpa: z.boolean().default(false),
    cohorts: z
      .array(
        z.strictObject({
          key,
          name: z.string().min(1),
          start_date: isoDate,
          end_date: isoDate,
          free: z.boolean().default(false),
          price: dollars.optional(),
          seats: z.number().int().min(1).nullable().default(null),
          instructor: key.optional(),
        }),
      )
      .default([]),
    payment_plans: z
      .array(
        z.strictObject({
          key,
          name: z.string().min(1),
          registration_fee: dollars,
          installments: z
            .array(z.strictObject({ amount: dollars, due_after_days: z.number().int().min(0) }))
            .min(1),
        }),
      )
      .default([]),
    sections: z
      .array(
        z.strictObject({
          key: key.optional(),
          name: z.string().min(1),
          description: z.string().default(''),
          // empty while the school fills a section it added in the console
          contents: z.array(ZContentFile).default([]),
        }),
      )
      .min(1),
  })
  .superRefine((program, ctx) => {
    program.cohorts.forEach((cohort, i) => {
      if (cohort.end_date < cohort.start_date) {
        ctx.addIssue({
          code: 'custom',
          path: ['cohorts', i, 'end_date'],
          message: 'a cohort ends after it starts',
        });
      }
    });
    if (program.free && program.payment_plans.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['payment_plans'],
        message: 'a free program has no payment plan',
      });
    }
  });
export type TProgramFile = z.infer<typeof ZProgramFile>;
