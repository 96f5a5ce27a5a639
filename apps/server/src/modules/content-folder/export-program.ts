import type { TLanguage } from '@portal/contract';
import type { z } from 'zod';
import type { ContentRows } from './content-export.repository';
import { readIn } from './export-institute';
import type { FolderFiles } from './folder-files';
import type { ZContentFile, ZProgramFile } from './format';

type ProgramFile = z.input<typeof ZProgramFile>;
type ContentFile = z.input<typeof ZContentFile>;
type Course = ContentRows['courses'][number];
type Content = ContentRows['contents'][number];

const dollars = (cents: number) => cents / 100;
const MEDIA_PATH = /^\/api\/v1\/media\/([^/]+)$/;

/** The item as the folder writes it in one language: its settings, its Markdown and its media. */
function contentFileIn(
  rows: ContentRows,
  row: Content,
  file: string,
  language: TLanguage,
  files: FolderFiles,
  dir: string,
): ContentFile {
  const content = readIn(row, language);
  const base = { key: row.key, name: content.name, duration_minutes: row.durationSeconds / 60 };
  const shared = row.canSkip ? { ...base, optional: true } : base;
  // a video's or quiz's text is optional: written when some language has one
  const hasBody = row.body !== '' || Object.values(row.translations).some((t) => t?.body);
  const body = () => files.markdown(dir, file, language, content.body);
  const media = (src: string) => {
    const key = MEDIA_PATH.exec(src)?.[1];
    return key ? files.asset(dir, 'media', key) : src;
  };
  switch (row.contentType) {
    case 'video': {
      const video = row.settings.video ?? { src: '' };
      return {
        ...shared,
        type: 'video',
        src: media(video.src),
        body: hasBody ? body() : undefined,
        captions: (video.captions ?? []).map((c) => ({ lang: c.lang, file: media(c.src) })),
      };
    }
    case 'assignment':
    case 'homework':
      return { ...shared, type: row.contentType, body: body(), ...row.settings.assignment };
    case 'in_class_quota':
    case 'quota':
      return {
        ...shared,
        type: row.contentType,
        body: body(),
        required_count: row.settings.quota?.required_count ?? 1,
      };
    case 'quiz':
      return {
        ...shared,
        type: 'quiz',
        body: hasBody ? body() : undefined,
        ...row.settings.quiz,
        questions: rows.questions
          .filter((q) => q.contentId === row.id)
          .map((q) => {
            const question = readIn(q, language);
            const texts = { text: question.text, explanation: question.explanation, marks: q.marks };
            return q.questionType === 'mcq'
              ? {
                  type: 'mcq' as const,
                  ...texts,
                  options: question.options.map((o) => ({ text: o.text, correct: o.correct })),
                }
              : { type: 'subjective' as const, ...texts };
          }),
      };
    default:
      return { ...shared, type: row.contentType, body: body() };
  }
}

/** programs/<slug>/program.yaml as read in one language; Markdown and media go to `files`. */
export function programFileIn(
  rows: ContentRows,
  row: Course,
  language: TLanguage,
  files: FolderFiles,
): ProgramFile {
  const dir = `programs/${row.slug}`;
  const course = readIn(row, language);
  const instructorKey = (id: number | null) => rows.instructors.find((i) => i.id === id)?.key;
  return {
    name: course.name,
    short_description: course.shortDescription,
    description: files.markdown(dir, 'description.md', language, course.description),
    outcomes: course.outcomes,
    category: course.category,
    level: course.level,
    image: row.imageKey ? files.asset(dir, 'media', row.imageKey) : undefined,
    position: row.position,
    instructor: instructorKey(row.instructorId),
    price: dollars(row.priceCents),
    free: row.isFree,
    trial_days: row.trialDays,
    paid_at_school: row.enablePaidAtSchool,
    has_gpa: row.hasGpa,
    cohorts: rows.cohorts
      .filter((c) => c.courseId === row.id)
      .map((c) => ({
        key: c.key,
        name: readIn(c, language).name,
        start_date: c.startDate,
        end_date: c.endDate,
        free: c.isFree,
        // a cohort written without a price or an instructor takes the program's
        price: c.priceCents === row.priceCents ? undefined : dollars(c.priceCents),
        seats: c.seats,
        instructor: c.instructorId === row.instructorId ? undefined : instructorKey(c.instructorId),
      })),
    payment_plans: rows.plans
      .filter((p) => p.courseId === row.id)
      .map((p) => ({
        key: p.key,
        name: readIn(p, language).name,
        registration_fee: dollars(p.registrationFeeCents),
        installments: p.installments.map((i) => ({
          amount: dollars(i.amount),
          due_after_days: i.due_after_days,
        })),
      })),
    sections: rows.sections
      .filter((s) => s.courseId === row.id)
      .map((s) => {
        const section = readIn(s, language);
        return {
          key: s.key,
          name: section.name,
          description: section.description,
          contents: rows.contents
            .filter((c) => c.sectionId === s.id)
            .map((c) => contentFileIn(rows, c, `contents/${s.key}/${c.key}.md`, language, files, dir)),
        };
      }),
  };
}
