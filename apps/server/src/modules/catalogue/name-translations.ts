import { type TLanguage, staffCoded } from '@portal/contract';
import type { Executor } from '../../db/client';
import { Invalid } from '../../lib/errors';
import { instituteLanguage } from '../institute/institute.service';

type Names = Partial<Record<TLanguage, { name?: string } | undefined>>;

/** A cohort's or plan's names in the languages other than the institute's default, as the console edits them. */
export const otherNames = (translations: Names, language: TLanguage) =>
  Object.fromEntries(
    Object.entries(translations)
      .filter(([other]) => other !== language)
      .map(([other, texts]) => [other, { name: texts?.name ?? '' }]),
  );

/** Refuses a name given in the institute's default language: that name is the name itself. */
export async function checkOtherNames(db: Executor, translations: Names): Promise<void> {
  if (translations[await instituteLanguage(db)] !== undefined) {
    throw new Invalid({ translations: [staffCoded('staff.plans.defaultLanguage')] });
  }
}
