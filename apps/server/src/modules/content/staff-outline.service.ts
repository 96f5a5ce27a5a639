import {
  ASSIGNMENT_DEFAULTS,
  QUIZ_DEFAULTS,
  type TAddStaffContent,
  type TLanguage,
  type TMoveStaffContent,
  type TStaffContent,
  type TStaffProgramOutline,
  type TStaffSectionWrite,
  ZAddStaffContent,
  ZStaffSectionWrite,
  staffCoded,
} from '@portal/contract';
import type { AppContext } from '../../context';
import type { Executor, Tx } from '../../db/client';
import type { ContentSettings } from '../../db/schema';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import { forgetCatalogue } from '../catalogue/catalogue-cache';
import { keyOf } from '../catalogue/keys';
import { instituteLanguage } from '../institute/institute.service';
import { actorOf, recordAudit } from '../staff/audit-log';
import type { StaffSession } from '../staff/staff-session';
import { checkReach } from './content-reach';
import { rebuildTutorIndex } from '../tutor/tutor.service';
import { type ContentRow, findContentInPlace, lockContent, programExists } from './staff-contents.repository';
import { getStaffContent } from './staff-contents.service';
import { insertQuestion } from './staff-questions.repository';
import { columnsOf } from './staff-questions.service';
import {
  contentsOfSection,
  deleteContent,
  deleteSection,
  findSection,
  insertContent,
  insertSection,
  lockOutline,
  outlineOf,
  placeContent,
  sectionsOf,
  studentWorkOn,
  updateSection,
} from './staff-outline.repository';

const minutes = (seconds: number) => Math.round((seconds / 60) * 10) / 10;

const withoutDefault = <T>(translations: Partial<Record<string, T>>, language: TLanguage) =>
  Object.fromEntries(Object.entries(translations).filter(([other]) => other !== language));

async function outline(db: Executor, courseId: number, language: TLanguage): Promise<TStaffProgramOutline> {
  const sections: TStaffProgramOutline['sections'] = [];
  for (const { section, content } of await outlineOf(db, courseId)) {
    if (sections.at(-1)?.id !== section.id) {
      sections.push({
        id: section.id,
        name: section.name,
        description: section.description,
        translations: Object.fromEntries(
          Object.entries(withoutDefault(section.translations, language)).map(([other, texts]) => [
            other,
            { name: texts?.name ?? '', description: texts?.description ?? '' },
          ]),
        ),
        contents: [],
      });
    }
    if (content) {
      sections.at(-1)!.contents.push({
        id: content.id,
        name: content.name,
        content_type: content.contentType,
        duration_minutes: minutes(content.durationSeconds),
        can_skip: content.canSkip,
      });
    }
  }
  return { sections };
}

export async function getStaffProgramOutline(
  ctx: AppContext,
  staff: StaffSession,
  courseId: number,
): Promise<TStaffProgramOutline> {
  checkReach(staff, courseId, staffCoded('staff.programs.notFound'));
  if (!(await programExists(ctx.db, courseId))) throw new NotFound(staffCoded('staff.programs.notFound'));
  return outline(ctx.db, courseId, await instituteLanguage(ctx.db));
}

/** A key for a new row that no other row of its list has: its name's, then `-2`, `-3`… */
function freeKey(name: string, taken: string[]): string {
  const base = keyOf({ name }) || 'item';
  let key = base;
  for (let n = 2; taken.includes(key); n++) key = `${base.slice(0, 75)}-${n}`;
  return key;
}

/** The default language's texts are the row's own; only the others go to its translations. */
function checkTranslations(translations: object, language: TLanguage) {
  if (language in translations) {
    throw new Invalid({ translations: [staffCoded('staff.content.outlineDefaultLanguage')] });
  }
}

/**
 * Runs an outline change under the program's lock, then forgets the catalogue's copy. The tutor's
 * passages are made anew in the same transaction when texts came or went, so it never cites a gone one.
 */
async function changeOutline<T>(
  ctx: AppContext,
  courseId: number,
  work: (tx: Tx) => Promise<T>,
  { texts }: { texts: boolean },
): Promise<T> {
  const result = await ctx.db.transaction(async (tx) => {
    if (!(await lockOutline(tx, courseId))) throw new NotFound(staffCoded('staff.programs.notFound'));
    const done = await work(tx);
    if (texts) await rebuildTutorIndex(tx, courseId);
    return done;
  });
  forgetCatalogue(ctx.db);
  return result;
}

export async function addStaffSection(
  ctx: AppContext,
  staff: StaffSession,
  courseId: number,
  write: TStaffSectionWrite,
): Promise<TStaffProgramOutline> {
  checkReach(staff, courseId, staffCoded('staff.programs.notFound'));
  const section = ZStaffSectionWrite.parse(write);
  const language = await instituteLanguage(ctx.db);
  checkTranslations(section.translations, language);
  return changeOutline(
    ctx,
    courseId,
    async (tx) => {
      const existing = await sectionsOf(tx, courseId);
      const key = freeKey(
        section.name,
        existing.map((s) => s.key),
      );
      const id = await insertSection(tx, {
        courseId,
        key,
        name: section.name,
        description: section.description,
        index: existing.length,
        translations: section.translations,
      });
      await recordAudit(tx, actorOf(staff), {
        action: 'section.create',
        entity: 'section',
        entityId: id,
        after: { program: courseId, key, name: section.name },
      });
      return outline(tx, courseId, language);
    },
    { texts: true },
  );
}

/** The section, found where the member reaches, its program locked for the change. */
async function reachableSection(ctx: AppContext, staff: StaffSession, id: number) {
  const section = await findSection(ctx.db, id);
  if (!section) throw new NotFound(staffCoded('staff.content.sectionNotFound'));
  checkReach(staff, section.courseId, staffCoded('staff.content.sectionNotFound'));
  return section;
}

export async function updateStaffSection(
  ctx: AppContext,
  staff: StaffSession,
  id: number,
  change: Partial<TStaffSectionWrite>,
): Promise<TStaffProgramOutline> {
  const { courseId } = await reachableSection(ctx, staff, id);
  const language = await instituteLanguage(ctx.db);
  checkTranslations(change.translations ?? {}, language);
  return changeOutline(
    ctx,
    courseId,
    async (tx) => {
      const before = (await findSection(tx, id))!;
      const translations = { ...before.translations };
      for (const [other, texts] of Object.entries(change.translations ?? {})) {
        translations[other] = { ...translations[other], ...texts };
      }
      const after = {
        name: change.name ?? before.name,
        description: change.description ?? before.description,
        translations,
      };
      await updateSection(tx, id, after);
      await recordAudit(tx, actorOf(staff), {
        action: 'section.update',
        entity: 'section',
        entityId: id,
        before: { name: before.name, description: before.description },
        after: { name: after.name, description: after.description },
      });
      return outline(tx, courseId, language);
    },
    { texts: true },
  );
}

const WORKED_ON = staffCoded('staff.content.itemWorkedOn');

export async function removeStaffSection(
  ctx: AppContext,
  staff: StaffSession,
  id: number,
): Promise<TStaffProgramOutline> {
  const { courseId } = await reachableSection(ctx, staff, id);
  const language = await instituteLanguage(ctx.db);
  return changeOutline(
    ctx,
    courseId,
    async (tx) => {
      const section = await findSection(tx, id);
      if (!section) throw new NotFound(staffCoded('staff.content.sectionNotFound'));
      const items = await contentsOfSection(tx, id);
      if (
        await studentWorkOn(
          tx,
          items.map((i) => i.id),
        )
      ) {
        throw new Conflict(staffCoded('staff.content.sectionWorkedOn'));
      }
      await deleteSection(tx, id);
      const rest = await sectionsOf(tx, courseId);
      for (const [index, other] of rest.entries()) {
        if (other.index !== index) await updateSection(tx, other.id, { index });
      }
      await recordAudit(tx, actorOf(staff), {
        action: 'section.delete',
        entity: 'section',
        entityId: id,
        before: { program: courseId, key: section.key, name: section.name, items: items.length },
      });
      return outline(tx, courseId, language);
    },
    { texts: true },
  );
}

function settingsOf(item: ReturnType<typeof ZAddStaffContent.parse>): ContentSettings {
  switch (item.content_type) {
    case 'assignment':
    case 'homework':
      return {
        assignment: {
          ...ASSIGNMENT_DEFAULTS,
          file_extensions: [...ASSIGNMENT_DEFAULTS.file_extensions],
          ...item.marks,
        },
      };
    case 'quota':
    case 'in_class_quota':
      return { quota: { required_count: item.required_count! } };
    case 'quiz':
      return { quiz: { ...QUIZ_DEFAULTS, ...item.quiz } };
    case 'video':
      return { video: { src: item.video_url!, captions: [] } };
    default:
      return {};
  }
}

export async function addStaffContent(
  ctx: AppContext,
  staff: StaffSession,
  sectionId: number,
  write: TAddStaffContent,
): Promise<TStaffContent> {
  const { courseId } = await reachableSection(ctx, staff, sectionId);
  const item = ZAddStaffContent.parse(write);
  const language = await instituteLanguage(ctx.db);
  checkTranslations(item.translations, language);
  const question = item.content_type === 'quiz' && item.question && columnsOf(item.question, language);
  const id = await changeOutline(
    ctx,
    courseId,
    async (tx) => {
      if (!(await findSection(tx, sectionId)))
        throw new NotFound(staffCoded('staff.content.sectionNotFound'));
      const existing = await contentsOfSection(tx, sectionId);
      const key = freeKey(
        item.name,
        existing.map((c) => c.key),
      );
      const id = await insertContent(tx, {
        courseId,
        sectionId,
        key,
        name: item.name,
        contentType: item.content_type,
        durationSeconds: Math.round(item.duration_minutes * 60),
        canSkip: item.can_skip,
        index: existing.length,
        body: item.body,
        settings: settingsOf(item),
        translations: item.translations,
      });
      if (question) await insertQuestion(tx, { contentId: id, index: 0, ...question });
      await recordAudit(tx, actorOf(staff), {
        action: 'content.create',
        entity: 'content',
        entityId: id,
        after: {
          section: sectionId,
          key,
          type: item.content_type,
          name: item.name,
          body_length: item.body.length,
        },
      });
      return id;
    },
    { texts: true },
  );
  return getStaffContent(ctx, staff, id);
}

/** Numbers a section's items 0, 1, 2… in the order given. */
async function renumber(tx: Tx, sectionId: number, ids: { id: number; key: string }[]) {
  for (const [index, item] of ids.entries())
    await placeContent(tx, item.id, { sectionId, index, key: item.key });
}

/**
 * Changes an item's place in its program's outline under the program's lock, then the item's; answers
 * the outline as it now is.
 */
async function changeItemPlace(
  ctx: AppContext,
  staff: StaffSession,
  id: number,
  work: (tx: Tx, item: ContentRow) => Promise<void>,
  options: { texts: boolean },
): Promise<TStaffProgramOutline> {
  const placed = await findContentInPlace(ctx.db, id);
  if (!placed) throw new NotFound(staffCoded('staff.content.itemNotFound'));
  const courseId = placed.content.courseId;
  checkReach(staff, courseId, staffCoded('staff.content.itemNotFound'));
  const language = await instituteLanguage(ctx.db);
  return changeOutline(
    ctx,
    courseId,
    async (tx) => {
      const item = await lockContent(tx, id);
      if (!item) throw new NotFound(staffCoded('staff.content.itemNotFound'));
      await work(tx, item);
      return outline(tx, courseId, language);
    },
    options,
  );
}

export function moveStaffContent(
  ctx: AppContext,
  staff: StaffSession,
  id: number,
  move: TMoveStaffContent,
): Promise<TStaffProgramOutline> {
  return changeItemPlace(
    ctx,
    staff,
    id,
    async (tx, item) => {
      const target = await findSection(tx, move.section);
      if (!target || target.courseId !== item.courseId) {
        throw new Invalid({ section: [staffCoded('staff.content.sectionOfProgram')] });
      }
      const from = (await contentsOfSection(tx, item.sectionId)).filter((c) => c.id !== id);
      const moving = target.id !== item.sectionId;
      const into = moving ? await contentsOfSection(tx, target.id) : from;
      // a key names the item in its section on the next import: another section may hold it already
      const key = moving
        ? freeKey(
            item.key,
            into.map((c) => c.key),
          )
        : item.key;
      const index = Math.min(move.index, into.length);
      into.splice(index, 0, { id, key });
      if (moving) await renumber(tx, item.sectionId, from);
      await renumber(tx, target.id, into);
      await recordAudit(tx, actorOf(staff), {
        action: 'content.move',
        entity: 'content',
        entityId: id,
        before: { section: item.sectionId, index: item.index },
        after: { section: target.id, index },
      });
    },
    { texts: false },
  );
}

export function removeStaffContent(
  ctx: AppContext,
  staff: StaffSession,
  id: number,
): Promise<TStaffProgramOutline> {
  return changeItemPlace(
    ctx,
    staff,
    id,
    async (tx, item) => {
      if (await studentWorkOn(tx, [id])) throw new Conflict(WORKED_ON);
      await deleteContent(tx, id);
      await renumber(tx, item.sectionId, await contentsOfSection(tx, item.sectionId));
      await recordAudit(tx, actorOf(staff), {
        action: 'content.delete',
        entity: 'content',
        entityId: id,
        before: { section: item.sectionId, key: item.key, type: item.contentType, name: item.name },
      });
    },
    { texts: true },
  );
}
