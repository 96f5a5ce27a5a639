import { PROVINCES } from '@portal/contract';
import type { AddressProvider } from './address-provider';
import { CANADIAN_PLACES } from './canadian-places';

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const PLACES = CANADIAN_PLACES.map(([city, province, fsa]) => {
  const provinceName = PROVINCES.find((p) => p.code === province)!.name;
  return { city, province, fsa, key: fold(`${city} ${province} ${provinceName}`), cityKey: fold(city) };
});

/**
 * Address search over the bundled list of Canadian places: it finds the city from any part of what
 * was typed (a street first, the city last) and fills city, province and the postal code's first half.
 */
export function createSandboxAddressProvider(): AddressProvider {
  return {
    kind: 'sandbox',
    async search(query, limit) {
      const words = fold(query)
        .split(' ')
        .filter((w) => w.length > 1);
      if (words.length === 0) return [];
      const scored = PLACES.map((place) => {
        const cityWords = place.cityKey.split(' ');
        const matches = words.filter((w) => place.key.split(' ').some((k) => k.startsWith(w))).length;
        const cityHit = cityWords.every((cw) => words.some((w) => cw.startsWith(w)));
        return { place, score: matches + (cityHit ? 2 : 0) };
      })
        .filter((s) => s.score >= 2)
        .sort((a, b) => b.score - a.score || a.place.city.localeCompare(b.place.city));
      // a street comes first, before a comma: it stays in the label
      return scored.slice(0, limit).map(({ place }) => {
        const street = query.includes(',') ? query.split(',')[0]!.trim() : '';
        return {
          label: `${street ? `${street}, ` : ''}${place.city}, ${place.province}`,
          city: place.city,
          province: place.province,
          postal_code: place.fsa,
          country: 'Canada' as const,
        };
      });
    },
  };
}
