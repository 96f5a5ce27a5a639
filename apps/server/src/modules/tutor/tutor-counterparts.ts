import type { Executor } from '../../db/client';
import { type PassagePart, listItemPassages } from './tutor.repository';

/**
 * Where a passage stands in its item: a quiz question's, or the n-th part under a heading (the
 * item's heading order, which a translation keeps) and the m-th piece of that part.
 */
function placesOf(parts: PassagePart[]): Map<number, string> {
  const places = new Map<number, string>();
  const byItem = new Map<number, { part: number; piece: number; heading: string | null }>();
  for (const p of parts) {
    if (p.quizQuestionId !== null) {
      places.set(p.id, `quiz ${p.quizQuestionId}`);
      continue;
    }
    const at = byItem.get(p.contentId) ?? { part: -1, piece: 0, heading: null };
    const next =
      at.heading === p.heading
        ? { ...at, piece: at.piece + 1 }
        : { part: at.part + 1, piece: 0, heading: p.heading };
    byItem.set(p.contentId, next);
    places.set(p.id, `${p.contentId} ${next.part} ${next.piece}`);
  }
  return places;
}

/**
 * The same parts of their items in another language's index of the program: each passage's
 * counterpart (of a translation cut into fewer pieces, the part's last one), or the
 * passage itself where its item has none there.
 */
export async function counterpartsIn<P extends PassagePart>(
  db: Executor,
  courseId: number,
  language: string,
  passages: P[],
): Promise<P[]> {
  const contentIds = [...new Set(passages.map((p) => p.contentId))];
  const [own, other] = await Promise.all([
    listItemPassages(db, courseId, passages[0]?.language ?? language, contentIds),
    listItemPassages(db, courseId, language, contentIds),
  ]);
  const ownPlaces = placesOf(own);
  const otherPlaces = placesOf(other);
  const byPlace = new Map(other.map((p) => [otherPlaces.get(p.id)!, p]));
  const counterpartOf = (place: string | undefined) => {
    if (!place) return undefined;
    const [item, part, piece] = place.split(' ');
    // a translation cut into fewer pieces: the part's last one
    for (let k = item === 'quiz' ? 0 : Number(piece); k >= 0; k--) {
      const found = byPlace.get(item === 'quiz' ? place : `${item} ${part} ${k}`);
      if (found) return found;
    }
    return undefined;
  };
  const seen = new Set<number>();
  return passages.flatMap((passage) => {
    const found = counterpartOf(ownPlaces.get(passage.id));
    const counterpart = found ? { ...passage, ...found } : passage;
    if (seen.has(counterpart.id)) return [];
    seen.add(counterpart.id);
    return [counterpart];
  });
}
