/** The key of an item written without one: its name in lower-case words joined by hyphens. */
export function keyOf(item: { key?: string | undefined; name: string }): string {
  return (
    item.key ??
    item.name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80)
  );
}
