import { eq } from 'drizzle-orm';
import { courses, liveSessions } from '../db/schema';
import type { TestApp } from './test-app';

const MINUTE = 60_000;

/**
 * A session of a program (by its folder name) starting `inMinutes` after the app's clock, negative for
 * one already under way, as if the school had scheduled it then: its id.
 */
export async function liveSessionOf(t: TestApp, slug: string, inMinutes: number): Promise<number> {
  const [course] = await t.ctx.db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug));
  const now = t.ctx.now();
  const [row] = await t.ctx.db
    .insert(liveSessions)
    .values({
      courseId: course!.id,
      title: `Workshop ${inMinutes}`,
      startsAt: new Date(now.getTime() + inMinutes * MINUTE),
      durationMinutes: 60,
      meetingUrl: 'https://meet.jit.si/MapleRidgeWorkshop',
      startingNoticeAt: inMinutes <= 15 ? now : null,
      createdAt: now,
    })
    .returning({ id: liveSessions.id });
  return row!.id;
}
