import {
  type TCourseDetail,
  type TCourseSummary,
  type TCurrentUser,
  type TInstitute,
  type TSiteConfig,
  type TStudentDocument,
  type TStudentProfile,
  type TVerificationDetail,
  VERIFIED_FIELDS,
} from '@portal/contract';

export const institute: TInstitute = {
  id: 1,
  name: 'Maple Leaf College',
  description: 'Maple Leaf College trains care workers.\n\nClasses run in Toronto and online.',
  email: 'info@mapleleaf.example',
  address: '100 King St W, Toronto, ON M5X 1A9',
  country: { name: 'Canada', code: 'CA' },
  time_zone: 'America/Toronto',
  currency: 'CAD',
  default_language: 'en',
  enable_click2pay: true,
  enable_paid_at_school: false,
  payment_office: {
    name: 'Student Services',
    address: { street: '100 King St W, Suite 200', city: 'Toronto', province: 'ON', postal_code: 'M5X 1A9' },
    hours: [
      { day: 'monday', opens: '09:00', closes: '17:00' },
      { day: 'tuesday', opens: '09:00', closes: '17:00' },
      { day: 'wednesday', opens: '09:00', closes: '12:00' },
      { day: 'wednesday', opens: '13:00', closes: '17:00' },
    ],
    time_zone: 'America/Toronto',
    accepted: ['debit', 'certified_cheque'],
    note: 'Cheques payable to Maple Leaf College.',
    lang: 'en',
  },
  allow_gamification: false,
  live_session_enabled: false,
  enable_power_tutor: false,
  media_release: null,
  student_handbook: null,
  terms_and_condition_link: null,
  faqs: [{ question: 'When do classes start?', answer: 'Each cohort has its own dates.' }],
  lang: 'en',
};

export const siteConfig: TSiteConfig = {
  logo: '/api/v1/media/logo.svg',
  footer_logo: '/api/v1/media/logo-footer.svg',
  tagline: 'Careers that care',
  lang: 'en',
  domain_link: 'https://mapleleaf.example',
  domain_display: 'mapleleaf.example',
  phone: '+1 (416) 555-0100',
  terms_and_condition_link: null,
  facebook_link: null,
  instagram_link: null,
  youtube_link: null,
  twitter_link: null,
  gamification_reward_icon: null,
  payment_public_key: null,
  theme_preset: 'default',
  powered_by: { name: 'Student Portal', link: 'https://portal.example' },
  sandbox: true,
  sign_in_providers: [],
};

/** The student of `signedIn` (mock-api), as `GET /api/v1/me/` answers. */
export const currentUser: TCurrentUser = {
  id: 'u1',
  sub: 'u1',
  email: 'sam@example.com',
  language: 'en',
  profile: {
    id: 41,
    first_name: 'Sam',
    middle_name: '',
    last_name: 'Student',
    full_name: 'Sam Student',
    nick_name: '',
    email_verified: true,
    profile_completion_percentage: 40,
  },
};

export const course: TCourseSummary = {
  id: 7,
  name: 'Personal Support Worker',
  lang: 'en',
  slug: 'personal-support-worker',
  short_description: 'Become a certified PSW.',
  image: null,
  category: 'Health',
  level: 'Beginner',
  price: 250000,
  price_currency: 'CAD',
  price_currency_prefix: '$',
  is_course_free: false,
  is_trial: true,
  trial_days: 7,
  is_cohort: false,
  cohorts: [],
  enable_paid_at_school: false,
  payment_plans: [
    {
      id: 3,
      name: 'Three instalments',
      lang: 'en',
      registration_fee: 50000,
      due_amount: 200000,
      installments: [
        { number: 1, amount: 100000, due_after_days: 30 },
        { number: 2, amount: 100000, due_after_days: 60 },
      ],
    },
  ],
  instructor: { id: 2, iap_user: { first_name: 'Ada', last_name: 'Tremblay' }, title: 'RN', bio: '' },
  has_gpa: false,
  duration: 5400,
  section_count: 1,
  content_count: 2,
};

export const freeCourse: TCourseSummary = {
  ...course,
  id: 8,
  name: 'First Aid Basics',
  slug: 'first-aid-basics',
  price: 0,
  is_course_free: true,
  is_trial: false,
  trial_days: null,
  payment_plans: [],
  instructor: null,
};

export const courseDetail: TCourseDetail = {
  ...course,
  description: 'Learn to **care**.\n\n- Hygiene\n- Mobility',
  outcomes: ['Assist clients with daily living'],
  sections: [
    {
      id: 11,
      name: 'Foundations',
      lang: 'en',
      description: 'Where it starts.',
      index: 1,
      duration: 5400,
      contents: [
        { id: 101, name: 'Welcome video', lang: 'en', content_type: 'video', duration: 150, can_skip: true },
        {
          id: 102,
          name: 'Roles and duties',
          lang: 'en',
          content_type: 'lesson',
          duration: 5250,
          can_skip: false,
        },
      ],
    },
  ],
};

export function listOf<T>(results: T[]) {
  return { count: results.length, next: null, previous: null, results };
}

/** The student of `signedIn`, as `GET /api/v1/student/profile/` answers: registered, not complete yet. */
export const profile: TStudentProfile = {
  id: 41,
  first_name: 'Sam',
  middle_name: '',
  last_name: 'Student',
  nick_name: '',
  full_name: 'Sam Student',
  pronoun: null,
  gender: null,
  sin_number: '•••-•••-286',
  student_no: null,
  email: 'sam@example.com',
  date_of_birth: '2000-04-12',
  profile_photo: null,
  address: '100 King St W, Toronto, ON',
  city: 'Toronto',
  province: 'ON',
  postal_code: 'M5X 1A9',
  country: 'Canada',
  phone: '416-555-0101',
  emergency_contact_full_name: '',
  emergency_contact_relation: null,
  emergency_contact_phone: '',
  emergency_contact_email: '',
  terms_condition: false,
  student_handbook: false,
  media_release: false,
  legal_status: null,
  other_legal_status_remarks: '',
  aboriginal_status: null,
  is_referred: false,
  referred_by: '',
  international_student: false,
  former_sur_name: '',
  admission_counsellor_name: '',
  enable_loan_document: false,
  subscribing_course_id: null,
  subscribing_cohort_id: null,
  profile_complete: false,
  profile_completion_percentage: 40,
};

/** The same student once the profile is complete and the handbook accepted. */
export const completeProfile: TStudentProfile = {
  ...profile,
  student_no: 'MLC-0041',
  terms_condition: true,
  student_handbook: true,
  legal_status: 'citizen',
  profile_complete: true,
  profile_completion_percentage: 80,
};

/** Each verified field waiting for the school (`success`), as a new profile has them. */
export function verificationDetails(
  overrides: Partial<Record<string, Partial<TVerificationDetail>>> = {},
): TVerificationDetail[] {
  return Object.entries(VERIFIED_FIELDS).map(([field_name, weightage]) => ({
    field_name,
    status: 'success',
    criteria: 'verified',
    weightage,
    remarks: '',
    ...overrides[field_name],
  }));
}

const requirement = {
  id: 1,
  name: 'Government-issued Photo ID',
  document_type: 'other' as const,
  file_extension_type: ['pdf', 'jpg', 'png'],
  max_file_size: 5,
  instruction: 'A clear scan of your ID.',
  template_file: null,
  template_text: null,
  signing: 'builtin' as const,
};

/** Three requirements: an upload, an optional spreadsheet, and an enrolment agreement to e-sign. */
export const documents: TStudentDocument[] = [
  { id: 11, status: 'pending_upload', document: null, remarks: '', global_document: requirement },
  {
    id: 12,
    status: 'pending_upload',
    document: null,
    remarks: '',
    global_document: {
      ...requirement,
      id: 2,
      name: 'Secondary School Transcript',
      file_extension_type: ['pdf', 'xls'],
      max_file_size: 10,
      instruction: 'Optional.',
    },
  },
  {
    id: 13,
    status: 'pending_upload',
    document: null,
    remarks: '',
    global_document: {
      ...requirement,
      id: 3,
      name: 'Enrolment Agreement',
      document_type: 'docusign',
      file_extension_type: [],
      instruction: 'Read it, then sign it.',
      template_file: '/api/v1/student/documents/13/template/',
      template_text: '# Enrolment agreement\n\nYou agree to **attend** your classes.',
    },
  },
];
