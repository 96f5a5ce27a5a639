import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type TLanguage, WEEKDAYS } from '@portal/contract';
import { and, asc, eq, gte, notInArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import {
  type ContentSettings,
  type PaymentOffice,
  cohorts,
  contents,
  courses,
  globalDocuments,
  institutes,
  instructors,
  paymentPlans,
  quizQuestions,
  sections,
} from '../../db/schema';
import type { FileStorage } from '../../providers/storage/storage';
import { forgetCatalogue } from '../catalogue/catalogue-cache';
import { forgetInstitute } from '../institute/institute.service';
import { mediaUrl, storeMediaAsset } from '../media/media.service';
import { videoDurationOf } from '../media/video-duration';
import { replaceRewardLevels } from '../rewards/rewards.service';
import { rebuildTutorIndex } from '../tutor/tutor.service';
import type { TContentFile, TInstituteFile, TPaymentOfficeFile, TProgramFile } from './format';
import { keyOf } from '../catalogue/keys';
import { withdrawUnlistedPlans } from '../catalogue/staff-payment-plans.service';
import { readBody, readSibling } from './languages';
import { type ContentFolder, type ProgramFolder, type Translated, readContentFolder } from './read-folder';

const cents = (dollars: number) => Math.round(dollars * 100);
const readText = readBody;

/**
 * A row's translations: for each language, the fields whose text differs from the default's.
 * `textsIn` gives the row's texts in a language, or null where the file has no such item.
 */
function translationsOf<T extends Record<string, unknown>>(
  languages: TLanguage[],
  base: T,
  textsIn: (language: TLanguage) => T | null,
): Partial<Record<TLanguage, Partial<T>>> {
  const result: Partial<Record<TLanguage, Partial<T>>> = {};
  for (const language of languages) {
    const texts = textsIn(language);
    if (!texts) continue;
    const differing = Object.fromEntries(
      Object.entries(texts).filter(([field, text]) => JSON.stringify(text) !== JSON.stringify(base[field])),
    ) as Partial<T>;
    if (Object.keys(differing).length > 0) result[language] = differing;
  }
  return result;
}

/** The languages a program or the institute may be translated into: every one but the default. */
const otherLanguages = (defaultLanguage: TLanguage) => LANGUAGES.filter((l) => l !== defaultLanguage);

/** A Markdown body in a language: its sibling file, else the YAML's own translation, else the default. */
function bodyIn(dir: string, file: string | undefined, language: TLanguage): string {
  if (!file) return '';
  return readSibling(dir, file, language) ?? readText(dir, file);
}

export type ImportSummary = { institute: string; programs: string[]; contents: number };

/** Media files go to the store first: content-named, so a refused import leaves only unused copies. */
async function storeMedia(
  db: Executor,
  storage: FileStorage,
  dir: string,
  file: string | undefined,
  courseId: number | null = null,
) {
  if (!file) return null;
  return storeMediaAsset(db, storage, file, readFileSync(path.join(dir, file)), courseId);
}

/** The office as stored: its openings in weekday order, each day's in time order. */
function paymentOfficeOf(office: TPaymentOfficeFile): PaymentOffice {
  return {
    name: office.name,
    address: office.address,
    hours: WEEKDAYS.flatMap((day) =>
      [...(office.hours[day] ?? [])].sort().map((o) => ({ day, opens: o.slice(0, 5), closes: o.slice(6) })),
    ),
    accepted: office.accepted,
    note: office.note,
  };
}

async function upsertInstitute(
  tx: Executor,
  institute: TInstituteFile,
  translated: Translated<TInstituteFile>,
  media: Record<string, string | null>,
) {
  const textsOf = (file: TInstituteFile) => ({
    name: file.name,
    description: file.description,
    tagline: file.site.tagline,
    faqs: file.faqs,
    paymentOffice: file.payment_office ? paymentOfficeOf(file.payment_office) : null,
  });
  const values = {
    name: institute.name,
    description: institute.description,
    email: institute.email,
    address: institute.address,
    countryName: institute.country.name,
    countryCode: institute.country.code,
    timeZone: institute.time_zone,
    currency: institute.currency,
    defaultLanguage: institute.default_language,
    allowGamification: institute.features.gamification,
    liveSessionEnabled: institute.features.live_sessions,
    enablePowerTutor: institute.features.power_tutor,
    tutorDailyQuota: institute.tutor.daily_quota,
    tutorPerMinute: institute.tutor.per_minute,
    enableClick2pay: institute.features.interac,
    enablePaidAtSchool: institute.features.paid_at_school,
    paymentOffice: institute.payment_office ? paymentOfficeOf(institute.payment_office) : null,
    mediaReleaseLink: institute.links.media_release,
    studentHandbookLink: institute.links.student_handbook,
    termsLink: institute.links.terms,
    faqs: institute.faqs,
    tagline: institute.site.tagline,
    domainLink: institute.site.domain_link,
    domainDisplay: institute.site.domain_display,
    phone: institute.site.phone,
    themePreset: institute.site.theme_preset,
    facebookLink: institute.site.social.facebook,
    instagramLink: institute.site.social.instagram,
    youtubeLink: institute.site.social.youtube,
    twitterLink: institute.site.social.twitter,
    logoKey: media.logo ?? null,
    footerLogoKey: media.footer_logo ?? null,
    rewardIconKey: media.reward_icon ?? null,
    rewardRules: institute.rewards.rules,
    translations: translationsOf(otherLanguages(institute.default_language), textsOf(institute), (l) => {
      const file = translated[l];
      return file ? textsOf(file) : null;
    }),
    updatedAt: new Date(),
  };
  const [existing] = await tx
    .select({ id: institutes.id })
    .from(institutes)
    .orderBy(asc(institutes.id))
    .limit(1);
  if (existing) await tx.update(institutes).set(values).where(eq(institutes.id, existing.id));
  else await tx.insert(institutes).values(values);
}

async function upsertInstructors(
  tx: Executor,
  institute: TInstituteFile,
  translated: Translated<TInstituteFile>,
) {
  const ids = new Map<string, number>();
  for (const [i, item] of institute.instructors.entries()) {
    const values = {
      key: item.key,
      firstName: item.first_name,
      lastName: item.last_name,
      title: item.title,
      bio: item.bio,
      translations: translationsOf(
        otherLanguages(institute.default_language),
        { title: item.title, bio: item.bio },
        (l) => {
          const other = translated[l]?.instructors[i];
          return other ? { title: other.title, bio: other.bio } : null;
        },
      ),
    };
    const [row] = await tx
      .insert(instructors)
      .values(values)
      .onConflictDoUpdate({ target: instructors.key, set: values })
      .returning({ id: instructors.id });
    ids.set(item.key, row!.id);
  }
  return ids;
}

async function upsertDocuments(
  tx: Executor,
  root: string,
  institute: TInstituteFile,
  translated: Translated<TInstituteFile>,
) {
  for (const [position, doc] of institute.documents.entries()) {
    const textsOf = (d: TInstituteFile['documents'][number], language: TLanguage | null) => ({
      name: d.name,
      instruction: d.instruction,
      templateMarkdown: d.template
        ? language
          ? bodyIn(root, d.template, language)
          : readText(root, d.template)
        : '',
    });
    const base = textsOf(doc, null);
    const values = {
      key: doc.key,
      name: doc.name,
      documentType: doc.type,
      fileExtensionTypes: doc.extensions,
      maxFileSizeMb: doc.max_file_size_mb,
      instruction: doc.instruction,
      templateMarkdown: doc.template ? base.templateMarkdown : null,
      position,
      translations: translationsOf(otherLanguages(institute.default_language), base, (l) =>
        textsOf(translated[l]?.documents[position] ?? doc, l),
      ),
    };
    await tx
      .insert(globalDocuments)
      .values(values)
      .onConflictDoUpdate({ target: globalDocuments.key, set: values });
  }
}

type StoredVideo = {
  src: string | null;
  seconds: number | null;
  captions: { lang: TLanguage; src: string }[];
};

function settingsOf(content: TContentFile, video: StoredVideo): ContentSettings {
  switch (content.type) {
    case 'video':
      return {
        video: {
          src: video.src ?? content.src,
          captions: video.captions,
          ...(video.seconds === null ? {} : { seconds: video.seconds }),
        },
      };
    case 'assignment':
    case 'homework':
      return {
        assignment: {
          max_marks: content.max_marks,
          submission: content.submission,
          file_extensions: content.file_extensions,
          max_file_size_mb: content.max_file_size_mb,
          pass_mark_percent: content.pass_mark_percent,
        },
      };
    case 'in_class_quota':
    case 'quota':
      return { quota: { required_count: content.required_count } };
    case 'quiz':
      return {
        quiz: {
          time_limit_minutes: content.time_limit_minutes,
          attempts_allowed: content.attempts_allowed,
          pass_mark_percent: content.pass_mark_percent,
          grading: content.grading,
          show_answers: content.show_answers,
        },
      };
    default:
      return {};
  }
}

type QuizFile = Extract<TContentFile, { type: 'quiz' }>;

function questionTexts(question: QuizFile['questions'][number]) {
  return {
    text: question.text,
    explanation: question.explanation,
    options:
      question.type === 'mcq'
        ? question.options.map((o, i) => ({ id: i + 1, text: o.text, correct: o.correct }))
        : [],
  };
}

async function upsertQuestions(
  tx: Executor,
  contentId: number,
  content: QuizFile,
  translated: Translated<QuizFile>,
) {
  for (const [index, question] of content.questions.entries()) {
    const languages = Object.keys(translated) as TLanguage[];
    const values = {
      contentId,
      index,
      questionType: question.type,
      text: question.text,
      explanation: question.explanation,
      marks: question.marks,
      multiple: question.type === 'mcq' && question.options.filter((o) => o.correct).length > 1,
      options:
        question.type === 'mcq'
          ? question.options.map((o, i) => ({ id: i + 1, text: o.text, correct: o.correct }))
          : [],
      translations: translationsOf(languages, questionTexts(question), (l) => {
        const other = translated[l]?.questions[index];
        return other ? questionTexts(other) : null;
      }),
    };
    await tx
      .insert(quizQuestions)
      .values(values)
      .onConflictDoUpdate({ target: [quizQuestions.contentId, quizQuestions.index], set: values });
  }
  await tx
    .delete(quizQuestions)
    .where(and(eq(quizQuestions.contentId, contentId), gte(quizQuestions.index, content.questions.length)));
}

async function upsertProgram(
  tx: Executor,
  storage: FileStorage,
  folder: ProgramFolder,
  currency: string,
  defaultLanguage: TLanguage,
  instructorIds: Map<string, number>,
): Promise<number> {
  const { program, dir } = folder;
  const languages = otherLanguages(defaultLanguage);
  // a language without YAML translations may still have Markdown siblings
  const programIn = (language: TLanguage) => folder.translations[language] ?? program;
  const courseTexts = (file: TProgramFile, language: TLanguage | null) => ({
    name: file.name,
    shortDescription: file.short_description,
    description: language ? bodyIn(dir, file.description, language) : readText(dir, file.description),
    outcomes: file.outcomes,
    category: file.category,
    level: file.level,
  });
  const instructorId = (key?: string) => (key ? (instructorIds.get(key) ?? null) : null);
  const courseValues = {
    slug: folder.slug,
    name: program.name,
    shortDescription: program.short_description,
    description: readText(dir, program.description),
    outcomes: program.outcomes,
    category: program.category,
    level: program.level,
    imageKey: await storeMedia(tx, storage, dir, program.image),
    priceCents: cents(program.price),
    currency,
    isFree: program.free,
    trialDays: program.trial_days,
    isCohort: program.cohorts.length > 0,
    enablePaidAtSchool: program.paid_at_school,
    hasGpa: program.has_gpa,
    instructorId: instructorId(program.instructor),
    position: program.position,
    translations: translationsOf(languages, courseTexts(program, null), (l) => courseTexts(programIn(l), l)),
    updatedAt: new Date(),
  };
  const [course] = await tx
    .insert(courses)
    .values(courseValues)
    .onConflictDoUpdate({ target: courses.slug, set: courseValues })
    .returning({ id: courses.id });
  const courseId = course!.id;

  for (const [index, cohort] of program.cohorts.entries()) {
    const values = {
      courseId,
      key: cohort.key,
      name: cohort.name,
      translations: translationsOf(languages, { name: cohort.name }, (l) => ({
        name: programIn(l).cohorts[index]!.name,
      })),
      startDate: cohort.start_date,
      endDate: cohort.end_date,
      isFree: cohort.free,
      priceCents: cents(cohort.price ?? program.price),
      seats: cohort.seats,
      instructorId: instructorId(cohort.instructor ?? program.instructor),
    };
    await tx
      .insert(cohorts)
      .values(values)
      .onConflictDoUpdate({ target: [cohorts.courseId, cohorts.key], set: values });
  }
  await tx
    .delete(cohorts)
    .where(
      and(
        eq(cohorts.courseId, courseId),
        notInArray(cohorts.key, ['', ...program.cohorts.map((c) => c.key)]),
      ),
    );

  for (const [position, plan] of program.payment_plans.entries()) {
    const values = {
      courseId,
      key: plan.key,
      name: plan.name,
      translations: translationsOf(languages, { name: plan.name }, (l) => ({
        name: programIn(l).payment_plans[position]!.name,
      })),
      registrationFeeCents: cents(plan.registration_fee),
      installments: plan.installments.map((i, n) => ({
        number: n + 1,
        amount: cents(i.amount),
        due_after_days: i.due_after_days,
      })),
      position,
      retiredAt: null,
    };
    await tx
      .insert(paymentPlans)
      .values(values)
      .onConflictDoUpdate({ target: [paymentPlans.courseId, paymentPlans.key], set: values });
  }
  await withdrawUnlistedPlans(
    tx,
    courseId,
    program.payment_plans.map((p) => p.key),
  );

  let contentCount = 0;
  const sectionKeys: string[] = [];
  for (const [sectionIndex, section] of program.sections.entries()) {
    const sectionKey = keyOf(section);
    sectionKeys.push(sectionKey);
    const sectionValues = {
      courseId,
      key: sectionKey,
      name: section.name,
      description: section.description,
      index: sectionIndex,
      translations: translationsOf(
        languages,
        { name: section.name, description: section.description },
        (l) => {
          const other = programIn(l).sections[sectionIndex]!;
          return { name: other.name, description: other.description };
        },
      ),
    };
    const [sectionRow] = await tx
      .insert(sections)
      .values(sectionValues)
      .onConflictDoUpdate({ target: [sections.courseId, sections.key], set: sectionValues })
      .returning({ id: sections.id });
    const sectionId = sectionRow!.id;

    const contentKeys: string[] = [];
    for (const [index, content] of section.contents.entries()) {
      const key = keyOf(content);
      contentKeys.push(key);
      const video: StoredVideo = { src: null, seconds: null, captions: [] };
      if (content.type === 'video') {
        if (!/^https:\/\//.test(content.src)) {
          video.src = mediaUrl(await storeMedia(tx, storage, dir, content.src, courseId));
          video.seconds = videoDurationOf(path.join(dir, content.src));
        }
        for (const caption of content.captions) {
          const key = await storeMedia(tx, storage, dir, caption.file, courseId);
          video.captions.push({ lang: caption.lang, src: mediaUrl(key)! });
        }
      }
      const values = {
        courseId,
        sectionId,
        key,
        name: content.name,
        contentType: content.type,
        durationSeconds: Math.round(content.duration_minutes * 60),
        canSkip: content.optional,
        index,
        body: 'body' in content && content.body ? readText(dir, content.body) : '',
        settings: settingsOf(content, video),
        translations: translationsOf(
          languages,
          { name: content.name, body: 'body' in content && content.body ? readText(dir, content.body) : '' },
          (l) => {
            const other = programIn(l).sections[sectionIndex]!.contents[index]!;
            return { name: other.name, body: 'body' in other ? bodyIn(dir, other.body, l) : '' };
          },
        ),
      };
      const [row] = await tx
        .insert(contents)
        .values(values)
        .onConflictDoUpdate({ target: [contents.sectionId, contents.key], set: values })
        .returning({ id: contents.id });
      if (content.type === 'quiz') {
        const translated: Translated<QuizFile> = {};
        for (const l of languages) {
          const other = programIn(l).sections[sectionIndex]!.contents[index]!;
          if (other.type === 'quiz' && other !== content) translated[l] = other;
        }
        await upsertQuestions(tx, row!.id, content, translated);
      }
      contentCount++;
    }
    await tx
      .delete(contents)
      .where(and(eq(contents.sectionId, sectionId), notInArray(contents.key, contentKeys)));
  }
  await tx
    .delete(sections)
    .where(and(eq(sections.courseId, courseId), notInArray(sections.key, sectionKeys)));
  await rebuildTutorIndex(tx, courseId);
  return contentCount;
}

/** Loads a validated folder in one transaction: a failure anywhere leaves the database as it was. */
export async function importFolder(
  db: Db,
  storage: FileStorage,
  folder: ContentFolder,
  /** Written in the import's transaction, such as who imported it. */
  alongside?: (tx: Executor, summary: ImportSummary) => Promise<void>,
): Promise<ImportSummary> {
  const media: Record<string, string | null> = {};
  for (const key of ['logo', 'footer_logo', 'reward_icon'] as const) {
    media[key] = await storeMedia(db, storage, folder.root, folder.institute.site[key]);
  }
  const levels: Parameters<typeof replaceRewardLevels>[1] = [];
  for (const [index, level] of folder.institute.rewards.levels.entries()) {
    levels.push({
      name: level.name,
      translations: translationsOf(
        otherLanguages(folder.institute.default_language),
        { name: level.name },
        (l) => {
          const other = folder.instituteTranslations[l]?.rewards.levels[index];
          return other ? { name: other.name } : null;
        },
      ),
      minPoints: level.min_points,
      imageKey: await storeMedia(db, storage, folder.root, level.image),
    });
  }
  const summary = await db.transaction(async (tx) => {
    // one import at a time: two at once would upsert the same rows in turn and deadlock
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('content_import'))`);
    const { institute, instituteTranslations } = folder;
    await upsertInstitute(tx, institute, instituteTranslations, media);
    await replaceRewardLevels(tx, levels);
    const instructorIds = await upsertInstructors(tx, institute, instituteTranslations);
    await upsertDocuments(tx, folder.root, institute, instituteTranslations);
    let contentCount = 0;
    for (const program of folder.programs) {
      contentCount += await upsertProgram(
        tx,
        storage,
        program,
        institute.currency,
        institute.default_language,
        instructorIds,
      );
    }
    const imported = {
      institute: folder.institute.name,
      programs: folder.programs.map((p) => p.slug),
      contents: contentCount,
    };
    await alongside?.(tx, imported);
    return imported;
  });
  forgetCatalogue(db);
  forgetInstitute(db);
  return summary;
}

export async function importContent(db: Db, storage: FileStorage, root: string): Promise<ImportSummary> {
  return importFolder(db, storage, readContentFolder(root));
}
