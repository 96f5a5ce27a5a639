import { expect } from 'vitest';
import { schoolDate } from '../lib/dates';
import { type Enrolled, completeBefore, enrolledStudent, itemByName } from './journey';
import { ORIGIN } from './students';
import type { TestApp } from './test-app';
import { SAMPLE, upload } from './uploads';

export const PRACTICE_PROGRAM = 'digital-literacy-essentials';

/**
 * A student of the digital literacy program who has added an entry, with a screenshot, to its practice
 * log: answers the student, the log's id and the entry's, which waits for the school's review.
 */
export async function addPracticeEntry(
  t: TestApp,
  email: string,
): Promise<{ s: Enrolled; log: number; id: number }> {
  const s = await enrolledStudent(t, email, PRACTICE_PROGRAM);
  const log = (await itemByName(t, s, 'Practice task log')).id;
  await completeBefore(t, s, log);
  const file = await upload(
    t,
    s.cookie,
    { name: 'screenshot.png', bytes: SAMPLE.png },
    `?purpose=practice_entry&content=${log}`,
  );
  expect(file.statusCode, file.body).toBe(201);
  const added = await t.app.inject({
    method: 'POST',
    url: `/api/v1/contents/${log}/practice-entries/`,
    headers: { cookie: s.cookie, origin: ORIGIN },
    payload: {
      subscription: s.subscription,
      date: schoolDate(new Date(), 'America/Toronto', -1),
      duration_minutes: 40,
      note: 'Sorted my downloads into folders.',
      file: file.json().id,
    },
  });
  expect(added.statusCode, added.body).toBe(201);
  return { s, log, id: added.json().id };
}
