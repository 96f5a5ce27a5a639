import { type Message, NotFound } from '../../lib/errors';
import { type StaffSession, reachOf } from '../staff/staff-session';

/** Outside an instructor's programs a program, section or item is not found, as if it did not exist. */
export function checkReach(staff: StaffSession, courseId: number, notFound: Message) {
  const within = reachOf(staff);
  if (within && !within.includes(courseId)) throw new NotFound(notFound);
}
