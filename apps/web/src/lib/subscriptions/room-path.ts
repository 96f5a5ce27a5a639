/** The course journey of a subscription, opened at a content when one is given. */
export function roomPath(courseSlug: string, subscriptionId: number, contentId?: number | null): string {
  const base = `/program-journey/room/${encodeURIComponent(courseSlug)}/${subscriptionId}`;
  return contentId ? `${base}/${contentId}` : base;
}
