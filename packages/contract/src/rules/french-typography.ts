/**
 * What Quebec typography asks of a French text and a text breaks: a straight apostrophe instead of ’, a
 * breakable space (or none) before « : ; ! ? » or inside « », which lets the sign wrap to a line of its own.
 * The no-break space (U+00A0) and the narrow one (U+202F) are both accepted.
 */
export function frenchTypographyFaults(text: string): string[] {
  const faults: string[] = [];
  const around = (index: number) => text.slice(Math.max(0, index - 20), index + 20);
  for (const match of text.matchAll(/'/g)) faults.push(`straight apostrophe in “${around(match.index)}”`);
  // a sign that ends a phrase (followed by a space or the end), not the colon of a time or an address
  for (const match of text.matchAll(/([^\u00a0\u202f])([:;!?])(?=\s|$|\u00a0»)/g)) {
    faults.push(`no no-break space before “${match[2]}” in “${around(match.index)}”`);
  }
  for (const match of text.matchAll(/«(?![\u00a0\u202f])|(?<![\u00a0\u202f])»/g)) {
    faults.push(`no no-break space inside « » in “${around(match.index)}”`);
  }
  return faults;
}
