import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WEEKDAYS } from '@portal/contract';
import { and, asc, eq, gte, notInArray } from 'drizzle-orm';
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
import { storeMediaAsset } from '../media/media.service';
import { replaceRewardLevels } from '../rewards/rewards.service';
import { rebuildTutorIndex } from '../tutor/tutor.service';
import type { TContentFile, TInstituteFile, TPaymentOfficeFile } from './format';
import { keyOf } from './keys';
import { type ContentFolder, type ProgramFolder, readContentFolder } from './read-folder';

const cents = (dollars: number) => Math.round(dollars * 100);
const readText = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

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
  media: Record<string, string | null>,
) {
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

async function upsertInstructors(tx: Executor, list: TInstituteFile['instructors']) {
  const ids = new Map<string, number>();
  for (const item of list) {
    const values = {
      key: item.key,
      firstName: item.first_name,
      lastName: item.last_name,
      title: item.title,
      bio: item.bio,
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

async function upsertDocuments(tx: Executor, root: string, list: TInstituteFile['documents']) {
  for (const [position, doc] of list.entries()) {
    const values = {
      key: doc.key,
      name: doc.name,
      documentType: doc.type,
      fileExtensionTypes: doc.extensions,
      maxFileSizeMb: doc.max_file_size_mb,
      instruction: doc.instruction,
      templateMarkdown: doc.template ? readText(root, doc.template) : null,
      position,
    };
    await tx
      .insert(globalDocuments)
      .values(values)
      .onConflictDoUpdate({ target: globalDocuments.key, set: values });
  }
}

function settingsOf(content: TContentFile, videoUrl: string | null): ContentSettings {
  switch (content.type) {
    case 'video':
      return { video: { src: videoUrl ?? content.src } };
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

async function upsertQuestions(
  tx: Executor,
  contentId: number,
  content: Extract<TContentFile, { type: 'quiz' }>,
) {
  for (const [index, question] of content.questions.entries()) {
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
  instructorIds: Map<string, number>,
): Promise<number> {
  const { program, dir } = folder;
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
    updatedAt: new Date(),
  };
  const [course] = await tx
    .insert(courses)
    .values(courseValues)
    .onConflictDoUpdate({ target: courses.slug, set: courseValues })
    .returning({ id: courses.id });
  const courseId = course!.id;

  for (const cohort of program.cohorts) {
    const values = {
      courseId,
      key: cohort.key,
      name: cohort.name,
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
      registrationFeeCents: cents(plan.registration_fee),
      installments: plan.installments.map((i, n) => ({
        number: n + 1,
        amount: cents(i.amount),
        due_after_days: i.due_after_days,
      })),
      position,
    };
    await tx
      .insert(paymentPlans)
      .values(values)
      .onConflictDoUpdate({ target: [paymentPlans.courseId, paymentPlans.key], set: values });
  }
  await tx
    .delete(paymentPlans)
    .where(
      and(
        eq(paymentPlans.courseId, courseId),
        notInArray(paymentPlans.key, ['', ...program.payment_plans.map((p) => p.key)]),
      ),
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
      const videoKey =
        content.type === 'video' && !/^https:\/\//.test(content.src)
          ? await storeMedia(tx, storage, dir, content.src, courseId)
          : null;
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
        settings: settingsOf(content, videoKey ? `/api/v1/media/${videoKey}` : null),
      };
      const [row] = await tx
        .insert(contents)
        .values(values)
        .onConflictDoUpdate({ target: [contents.sectionId, contents.key], set: values })
        .returning({ id: contents.id });
      if (content.type === 'quiz') await upsertQuestions(tx, row!.id, content);
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
): Promise<ImportSummary> {
  const media: Record<string, string | null> = {};
  for (const key of ['logo', 'footer_logo', 'reward_icon'] as const) {
    media[key] = await storeMedia(db, storage, folder.root, folder.institute.site[key]);
  }
  const levels: { name: string; minPoints: number; imageKey: string | null }[] = [];
  for (const level of folder.institute.rewards.levels) {
    levels.push({
      name: level.name,
      minPoints: level.min_points,
      imageKey: await storeMedia(db, storage, folder.root, level.image),
    });
  }
  const summary = await db.transaction(async (tx) => {
    await upsertInstitute(tx, folder.institute, media);
    await replaceRewardLevels(tx, levels);
    const instructorIds = await upsertInstructors(tx, folder.institute.instructors);
    await upsertDocuments(tx, folder.root, folder.institute.documents);
    let contentCount = 0;
    for (const program of folder.programs) {
      contentCount += await upsertProgram(tx, storage, program, folder.institute.currency, instructorIds);
    }
    return {
      institute: folder.institute.name,
      programs: folder.programs.map((p) => p.slug),
      contents: contentCount,
    };
  });
  forgetCatalogue(db);
  forgetInstitute(db);
  return summary;
}

export async function importContent(db: Db, storage: FileStorage, root: string): Promise<ImportSummary> {
  return importFolder(db, storage, readContentFolder(root));
}
