import { describe, expect, it } from 'vitest';
import { frenchTypographyFaults } from './french-typography';

describe('French typography', () => {
  it('accepts what Quebec typography asks', () => {
    for (const text of [
      'Vous n’avez rien à faire\u00a0: votre programme reste payé.',
      'Mot de passe oublié\u202f?',
      'Terminez «\u00a0{{name}}\u00a0» pour continuer.',
      'La séance commence à 20\u00a0h\u00a019, voir https://example.ca/a?b=c ou 10:00.',
    ]) {
      expect(frenchTypographyFaults(text), text).toEqual([]);
    }
  });

  it('finds straight apostrophes and breakable or missing spaces', () => {
    expect(frenchTypographyFaults("Vous n'avez rien")).toHaveLength(1);
    expect(frenchTypographyFaults('Reçu : 12 $')).toHaveLength(1);
    expect(frenchTypographyFaults('Reçu: 12 $')).toHaveLength(1);
    expect(frenchTypographyFaults('Merci!')).toHaveLength(1);
    expect(frenchTypographyFaults('Prêt ?')).toHaveLength(1);
    expect(frenchTypographyFaults('Terminez « Bienvenue » pour continuer.')).toHaveLength(2);
  });
});
