import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = async (q: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/places/?q=${encodeURIComponent(q)}` })).json();

describe('GET /api/v1/places/', () => {
  it('finds a Canadian city from a partial name and fills its province and postal area', async () => {
    const body = await search('Saskat');
    expect(body.sandbox).toBe(true);
    expect(body.results[0]).toEqual({
      label: 'Saskatoon, SK',
      city: 'Saskatoon',
      province: 'SK',
      postal_code: 'S7K',
      country: 'Canada',
    });
  });

  it('keeps the street typed before the city, and ignores accents', async () => {
    const body = await search('1200 rue Sainte-Catherine, Montreal');
    expect(body.results[0]).toMatchObject({
      label: '1200 rue Sainte-Catherine, Montréal, QC',
      city: 'Montréal',
      province: 'QC',
    });
  });

  it('suggests nothing outside Canada', async () => {
    expect((await search('Seattle')).results).toEqual([]);
    expect((await search('Paris')).results).toEqual([]);
  });
});
