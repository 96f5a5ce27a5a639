import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import type { Translations } from '../../db/schema/catalogue';
import { namesOf } from '../../lib/names';

/** Tells the other modules, in the change's transaction, that a student completed an item of the room. */
export function publishContentCompleted(
  ctx: AppContext,
  tx: Executor,
  own: { subscription: { id: number; studentId: number } },
  item: { id: number; name: string; translations: Translations<{ name: string }> },
) {
  const { id: subscriptionId, studentId } = own.subscription;
  return ctx.events.publish(tx, 'content.completed', `${subscriptionId}:${item.id}`, {
    studentId,
    subscriptionId,
    contentId: item.id,
    name: item.name,
    names: namesOf(item),
  });
}
