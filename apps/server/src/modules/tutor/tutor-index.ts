import { LANGUAGES, type TLanguage } from '@portal/contract';
import type { Db, Executor } from '../../db/client';
import type { ContentSettings } from '../../db/schema';
import {
  listCourseIdsWithContents,
  listCourseQuizTexts,
  listCourseTexts,
} from '../catalogue/catalogue.service';
import { blockText, inlineText, passagesOfMarkdown } from './tutor-passages';
import { instituteLanguage } from '../institute/institute.service';
import { type Reader, localize } from '../institute/localize';
import { listIndexedCourseIds, lockCourseIndex, replacePassages } from './tutor.repository';

/** The items whose text teaches: assignments and attendance items only say what to hand in or attend. */
const TAUGHT = ['lesson', 'document', 'video', 'quiz'] as const;

type Passage = {
  sectionId: number;
  contentId: number;
  quizQuestionId: number | null;
  title: string;
  heading: string;
  body: string;
  language: string;
};

/**
 * Rebuilds a program's passages from its content: lessons, documents and video text split at their
 * headings, and one passage per quiz question with its explanation (never its options). A program
 * translated into other languages gets an index in each, whose untranslated items keep the default's text.
 */
export async function rebuildTutorIndex(db: Executor, courseId: number): Promise<number> {
  await lockCourseIndex(db, courseId);
  const [items, questions, fallback] = await Promise.all([
    listCourseTexts(db, courseId, TAUGHT),
    listCourseQuizTexts(db, courseId),
    instituteLanguage(db),
  ]);
  const translated = (language: TLanguage) =>
    [...items, ...questions].some((row) => Object.keys(row.translations[language] ?? {}).length > 0);
  const passages: Passage[] = [];
  for (const language of LANGUAGES.filter((l) => l === fallback || translated(l))) {
    const reader: Reader = { language, fallback };
    passages.push(
      ...passagesIn(
        items.map((item) => localize(item, reader)),
        questions.map((question) => localize(question, reader)),
        language,
      ),
    );
  }
  await replacePassages(db, courseId, passages);
  return passages.length;
}

function passagesIn(
  items: {
    id: number;
    sectionId: number;
    name: string;
    contentType: string;
    body: string;
    settings: ContentSettings;
  }[],
  questions: { id: number; contentId: number; sectionId: number; text: string; explanation: string }[],
  language: string,
): Passage[] {
  const passages: Passage[] = [];
  const names = new Map(items.map((item) => [item.id, item.name]));
  for (const item of items) {
    if (item.contentType === 'quiz') continue;
    const text = [item.body, item.settings.video?.transcript ?? ''].filter(Boolean).join('\n\n');
    for (const part of passagesOfMarkdown(text, item.name))
      passages.push({
        sectionId: item.sectionId,
        contentId: item.id,
        quizQuestionId: null,
        title: item.name,
        language,
        ...part,
      });
  }
  for (const question of questions) {
    const heading = inlineText(question.text);
    passages.push({
      sectionId: question.sectionId,
      contentId: question.contentId,
      quizQuestionId: question.id,
      title: names.get(question.contentId) ?? '',
      heading,
      body: blockText(question.explanation) || heading,
      language,
    });
  }
  return passages;
}

/** Indexes the programs with content but no passages (a database from before the tutor); answers their ids. */
export async function indexUnindexedCourses(db: Db): Promise<number[]> {
  const indexed = new Set(await listIndexedCourseIds(db));
  const missing = (await listCourseIdsWithContents(db)).filter((id) => !indexed.has(id));
  for (const courseId of missing) await db.transaction((tx) => rebuildTutorIndex(tx, courseId));
  return missing;
}
