import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA: what the portal promises. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The rules a colour scheme can change: the page's elements are the same in both. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** The screen's WCAG problems, one line each: rule, impact, what to change and where. */
export async function audit(page: Page, where: string, { colourOnly = false } = {}): Promise<string[]> {
  // axe stays in the page from one screen to the next (they are not reloaded): parsing its half
  // megabyte of source again for each check costs more than many a check
  const loaded = await page.evaluate(() => 'axe' in window);
  const builder = new AxeBuilder({ page, axeSource: loaded ? ';' : undefined })
    // full detail for violations only: the passes are many and slow to gather (options() goes
    // first: it replaces what withTags sets)
    // and the outline: a heading one level below the one it sits under (axe files it as best practice)
    .options({ resultTypes: ['violations'], rules: { 'heading-order': { enabled: true } } });
  const { violations } = await (colourOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(WCAG))
    // axe.run in the page itself, rather than merging each frame's results in a new blank page per
    // check, which doubles the time: the portal's frames are all its own origin
    .setLegacyMode()
    .analyze();
  const path = page.url().replace(/^https?:\/\/[^/]+/, '');
  return violations.map(
    (v) =>
      `${where} (${path}): ${v.id} [${v.impact}] ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} (${n.any[0]?.message ?? n.failureSummary})`).join(', ')}`,
  );
}
