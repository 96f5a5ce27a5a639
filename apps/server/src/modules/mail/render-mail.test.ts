import { describe, expect, it } from 'vitest';
import { renderMail } from './render-mail';

const brand = { name: 'École <Nord>', logoUrl: null, address: '1 rue Principale', colour: '#1565c0' };
const content = {
  subject: 'Reçu : 12 $ & plus',
  heading: 'Merci',
  paragraphs: ['Votre paiement est reçu.'],
  action: 'Voir mes achats',
  footnote: 'Conservez ce courriel.',
};

/** WCAG's contrast ratio of a colour (#rrggbb) on white. */
function contrastOnWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

describe('a rendered mail', () => {
  const mail = renderMail('zoe@example.ca', 'fr-CA', brand, content, 'https://x.test/a', 'Pied de page');

  it('says its language and has its subject as title', () => {
    expect(mail.html).toMatch(/^<!doctype html><html lang="fr-CA"><head><meta charset="utf-8">/);
    expect(mail.html).toContain('<title>Reçu : 12 $ &amp; plus</title>');
  });

  it('writes every text on white at 4.5:1 at least, the footer too', () => {
    // the button's white text sits on the school's colour, not on white
    const colours = [...mail.html.matchAll(/[;"]color:(#[0-9a-f]{6})/gi)]
      .map((m) => m[1]!)
      .filter((c) => c.toLowerCase() !== '#ffffff');
    expect(colours.length).toBeGreaterThanOrEqual(3);
    for (const colour of colours) expect(contrastOnWhite(colour), colour).toBeGreaterThanOrEqual(4.5);
  });
});
