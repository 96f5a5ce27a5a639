import { describe, expect, it } from 'vitest';
import { runPortal } from '../../cli/run-portal';
import { completeBefore, contentOf, enrolledStudent, itemByName, submit } from '../../test/journey';
import { cookieOf, latestMail, signIn } from '../../test/students';
import { createPersistentTestApp } from '../../test/test-app';

const FREE = 'digital-literacy-essentials';
const EMAIL = 'graded@example.ca';

function capture() {
  const lines = { log: [] as string[], error: [] as string[] };
  return { lines, out: { log: (l: string) => lines.log.push(l), error: (l: string) => lines.error.push(l) } };
}

describe('portal grade and portal record-attendance', () => {
  // each command opens the database afresh, as an operator's does: more time than one request needs
  it('grade submitted work and record quota attendance, refusing what cannot be done', async () => {
    let t = await createPersistentTestApp({ demo: true });
    try {
      const s = await enrolledStudent(t, EMAIL, FREE);
      const task = await itemByName(t, s, 'Send a professional email with an attachment');
      const log = await itemByName(t, s, 'Practice task log');
      await completeBefore(t, s, task.id);
      expect((await submit(t, s, task.id, { text: 'Dear Ms. Tremblay, …' })).statusCode).toBe(200);
      await t.stop();

      const { lines, out } = capture();
      const portal = (...args: string[]) => runPortal(args, out, t.operatorEnv);
      const refusals: [string[], string][] = [
        [['grade', EMAIL, FREE, 'professional-email', 'many'], 'marks: a number such as 42 or 42.5'],
        [['grade', EMAIL, FREE, 'professional-email', '25'], 'marks: Marks run from 0 to 20.'],
        [
          ['grade', EMAIL, FREE, 'files-and-folders', '5'],
          'content: “Your computer, files and folders” is not an assignment or homework; only those are graded.',
        ],
        [
          ['grade', EMAIL, FREE, 'secure-your-accounts', '5'],
          'Nothing to grade: “Secure your accounts” has not been submitted.',
        ],
        [['grade', EMAIL, FREE, 'no-such-item', '5'], `No content 'no-such-item' in ${FREE}.`],
        [['grade', EMAIL, 'no-such-program', 'professional-email', '5'], "No program 'no-such-program'."],
        [
          ['grade', EMAIL, 'business-communication', 'plain-language-notice', '5'],
          'The student is not subscribed to business-communication.',
        ],
        [
          ['record-attendance', EMAIL, FREE, 'practice-log', '--count', '0'],
          'count: a whole number from 1 to 1000',
        ],
        [
          ['record-attendance', EMAIL, FREE, 'professional-email'],
          'content: “Send a professional email with an attachment” is not a quota; attendance is recorded for quotas only.',
        ],
      ];
      for (const [args, message] of refusals) {
        expect(await portal(...args), args.join(' ')).toBe(1);
        expect(lines.error.at(-1)).toBe(message);
      }

      expect(
        await portal('grade', EMAIL, FREE, 'professional-email', '17', '--remarks', 'Well structured.'),
      ).toBe(0);
      expect(lines.log.at(-1)).toBe(
        `Graded “Send a professional email with an attachment” of ${EMAIL}: 17/20; the student was mailed.`,
      );
      expect(await portal('grade', EMAIL, FREE, 'email-and-web/professional-email', '19')).toBe(0);
      expect(lines.log.at(-1)).toBe(
        `Regraded “Send a professional email with an attachment” of ${EMAIL}: 19/20; the student was mailed.`,
      );
      expect(await portal('record-attendance', EMAIL, FREE, 'practice-log', '--count', '4')).toBe(0);
      expect(lines.log.at(-1)).toBe(`Recorded 4 for “Practice task log” of ${EMAIL}: 4 of 10.`);
      expect(await portal('record-attendance', EMAIL, FREE, String(log.id), '--count', '6')).toBe(0);
      expect(lines.log.at(-1)).toBe(
        `Recorded 6 for “Practice task log” of ${EMAIL}: 10 of 10; it is complete.`,
      );

      t = await t.reopen();
      const student = { ...s, cookie: cookieOf(await signIn(t, EMAIL)) };
      expect((await contentOf(t, student, task.id)).submission).toMatchObject({
        status: 'graded',
        marks: 19,
        remarks: 'Well structured.',
      });
      expect(await contentOf(t, student, log.id)).toMatchObject({
        is_completed: true,
        quota: { required_count: 10, recorded_count: 10 },
      });
      expect((await latestMail(t, EMAIL))?.text).toContain('19/20');
    } finally {
      await t.close();
    }
  }, 90_000);
});
