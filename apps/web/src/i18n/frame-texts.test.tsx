import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { course } from '../test/fixtures';
import { mockApi, signedIn } from '../test/mock-api';
import { renderRoutes } from '../test/render';
import { i18n } from './i18n';
import enFrame from './locales/en/frame.json';
import enPages from './locales/en/pages.json';

// The home page is drawn before the pages' texts load (lazyPage's frameTextsOnly): every text the
// header, the footer and the home page show must be in frame.json.
const missing: string[] = [];
const noteMissing = (_languages: readonly string[], _namespace: string, key: string) =>
  void missing.push(key);

describe('the frame’s texts', () => {
  beforeAll(() => {
    i18n.removeResourceBundle('en', 'translation');
    i18n.addResourceBundle('en', 'translation', structuredClone(enFrame));
    i18n.options.saveMissing = true;
    i18n.on('missingKey', noteMissing);
  });

  afterAll(() => {
    i18n.off('missingKey', noteMissing);
    i18n.options.saveMissing = false;
    i18n.addResourceBundle('en', 'translation', enPages, true);
  });

  it('hold every text of the home page, signed out', async () => {
    mockApi();
    renderRoutes('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(course.name)).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it('hold every text of the home page, signed in', async () => {
    mockApi({ '/api/auth/get-session': signedIn, '/api/v1/notifications/unseen-count/': { count: 3 } });
    renderRoutes('/');
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});
