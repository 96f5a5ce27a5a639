import { type TLanguage, type TWeekday, WEEKDAYS } from '@portal/contract';
import type { z } from 'zod';
import type { PaymentOffice } from '../../db/schema';
import type { ContentRows } from './content-export.repository';
import type { FolderFiles } from './folder-files';
import type { ZInstituteFile, ZPaymentOfficeFile } from './format';

type InstituteFile = z.input<typeof ZInstituteFile>;

/** A row as read in a language: its translated texts over its own. */
export function readIn<T extends { translations: Partial<Record<string, object>> }>(
  row: T,
  language: TLanguage,
): T {
  return { ...row, ...row.translations[language] };
}

/** The office's openings back to the file's days: `monday: [09:00-12:00, 13:00-17:00]`. */
function officeFile(office: PaymentOffice): z.input<typeof ZPaymentOfficeFile> {
  const hours: Partial<Record<TWeekday, string[]>> = {};
  for (const day of WEEKDAYS) {
    const openings = office.hours.filter((o) => o.day === day).map((o) => `${o.opens}-${o.closes}`);
    if (openings.length > 0) hours[day] = openings;
  }
  // the stored province came from the file's list of codes
  const province = office.address.province as z.input<typeof ZPaymentOfficeFile>['address']['province'];
  return {
    name: office.name,
    address: { ...office.address, province },
    hours,
    accepted: office.accepted,
    note: office.note,
  };
}

/** institute.yaml as read in one language; Markdown and media go to `files`. */
export function instituteFileIn(rows: ContentRows, language: TLanguage, files: FolderFiles): InstituteFile {
  const institute = readIn(rows.institute, language);
  const branding = (key: string | null) => (key ? files.asset('', 'branding', key) : undefined);
  return {
    name: institute.name,
    description: institute.description,
    email: institute.email,
    address: institute.address,
    country: { name: institute.countryName, code: institute.countryCode },
    time_zone: institute.timeZone,
    currency: institute.currency,
    default_language: institute.defaultLanguage as TLanguage,
    features: {
      gamification: institute.allowGamification,
      live_sessions: institute.liveSessionEnabled,
      power_tutor: institute.enablePowerTutor,
      interac: institute.enableClick2pay,
      paid_at_school: institute.enablePaidAtSchool,
    },
    payment_office: institute.paymentOffice ? officeFile(institute.paymentOffice) : undefined,
    tutor: { daily_quota: institute.tutorDailyQuota, per_minute: institute.tutorPerMinute },
    links: {
      media_release: institute.mediaReleaseLink,
      student_handbook: institute.studentHandbookLink,
      terms: institute.termsLink,
    },
    site: {
      tagline: institute.tagline,
      domain_link: institute.domainLink,
      domain_display: institute.domainDisplay,
      phone: institute.phone,
      theme_preset: institute.themePreset as InstituteFile['site']['theme_preset'],
      logo: branding(institute.logoKey),
      footer_logo: branding(institute.footerLogoKey),
      reward_icon: branding(institute.rewardIconKey),
      social: {
        facebook: institute.facebookLink,
        instagram: institute.instagramLink,
        youtube: institute.youtubeLink,
        twitter: institute.twitterLink,
      },
    },
    faqs: institute.faqs,
    instructors: rows.instructors.map((row) => {
      const instructor = readIn(row, language);
      return {
        key: instructor.key,
        first_name: instructor.firstName,
        last_name: instructor.lastName,
        title: instructor.title,
        bio: instructor.bio,
      };
    }),
    documents: rows.documents.map((row) => {
      const doc = readIn(row, language);
      return {
        key: doc.key,
        name: doc.name,
        type: doc.documentType,
        extensions: doc.fileExtensionTypes,
        max_file_size_mb: doc.maxFileSizeMb,
        instruction: doc.instruction,
        template:
          row.templateMarkdown === null
            ? undefined
            : files.markdown('', `documents/${doc.key}.md`, language, doc.templateMarkdown ?? ''),
      };
    }),
    rewards: {
      rules: institute.rewardRules,
      levels: rows.levels.map((row) => ({
        name: readIn(row, language).name,
        min_points: row.minPoints,
        image: branding(row.imageKey),
      })),
    },
  };
}
