// @vitest-environment happy-dom
import { uploadStaffCaptions } from '@portal/contract';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18n-provider';
import { upload } from './api';

/** The server's answer to a caption file whose cue runs past the video, as it writes it. */
const REFUSED = {
  file: ['line 6: the cue ends at 59:00.000, after the video (00:12.000)'],
  codes: {
    file: [{ code: 'staff.captions.afterVideo', params: { line: 6, end: '59:00.000', video: '00:12.000' } }],
  },
};

const refusal = async () => {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(REFUSED), { status: 400 }));
  const failed = await upload(uploadStaffCaptions, new FormData(), {
    params: { id: 3, lang: 'fr-CA' },
  }).catch((error: unknown) => error);
  expect(failed).toBeInstanceOf(HttpError);
  return (failed as HttpError).body.errors.file as string;
};

afterEach(() => vi.unstubAllGlobals());

describe("a refusal at a file's line", () => {
  it('is said in the reader’s language, led by its line', async () => {
    await i18nProvider.changeLocale('fr-CA');
    expect(await refusal()).toBe(
      'ligne 6\u00a0: la réplique se termine à 59:00.000, après la fin de la vidéo (00:12.000)',
    );
    await i18nProvider.changeLocale('en');
    expect(await refusal()).toBe(REFUSED.file[0]);
  });
});
