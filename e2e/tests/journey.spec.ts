import { expect, test } from '@playwright/test';
import { screenshotAtWidths, signUpAndVerify, subscribeFree, watchErrors, watchToTheEnd } from './support';

test('a student works through the room: reads, watches to the end, opens a document, meets a locked item, leaves and resumes', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const email = await signUpAndVerify(page, request, 'learner');
  const { id, items } = await subscribeFree(page, email, 'digital-literacy-essentials');
  const [lesson, video, document, quiz] = items;
  // the top bar and the bottom bar both have Next: the bottom one is the one people use
  const nextLink = () => page.getByRole('link', { name: 'Next', exact: true }).last();
  const nextButton = () => page.getByRole('button', { name: 'Next', exact: true }).last();

  await page.goto('/dashboard');
  await page
    .getByRole('article', { name: 'Digital Literacy Essentials' })
    .getByRole('link', { name: 'Start' })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/program-journey/room/digital-literacy-essentials/${id}/${lesson!.id}$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: lesson!.name })).toBeVisible();
  const outline = page.getByRole('navigation', { name: 'Sections' });
  await expect(outline.getByRole('link', { name: new RegExp(video!.name) })).toBeVisible();
  await screenshotAtWidths(page, 'journey-lesson');
  await page.setViewportSize({ width: 1280, height: 800 });

  // a lesson is read once opened, down to its end; Next leads to the video, at its top and heading,
  // which waits until it has been watched to its end
  await expect(nextLink()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, window.document.body.scrollHeight));
  await nextLink().click();
  await expect(page.getByRole('heading', { level: 1, name: video!.name })).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(
    page.getByRole('status').filter({ hasText: 'Watch the video to the end to continue.' }),
  ).toBeVisible();
  await expect(nextButton()).toBeDisabled();
  // the player has the video's captions as its own tracks, the page's language shown and loaded
  await expect
    .poll(() =>
      page.locator('video').evaluate((player: HTMLVideoElement) =>
        [...player.textTracks].map((track) => ({
          kind: track.kind,
          language: track.language,
          label: track.label,
          mode: track.mode,
          loaded: (track.cues?.length ?? 0) > 0,
        })),
      ),
    )
    .toEqual([
      { kind: 'captions', language: 'en', label: 'English', mode: 'showing', loaded: true },
      { kind: 'captions', language: 'fr-CA', label: 'French', mode: 'disabled', loaded: false },
    ]);
  await watchToTheEnd(page);
  await expect(nextLink()).toBeVisible({ timeout: 15_000 });
  await screenshotAtWidths(page, 'journey-video');
  await page.setViewportSize({ width: 1280, height: 800 });
  await nextLink().click();

  // the document opens in the page, with its download
  await expect(page.getByRole('heading', { level: 1, name: document!.name })).toBeVisible();
  await expect(page.getByRole('link', { name: /Download/ })).toBeVisible();
  await nextLink().click();

  // the quiz holds back what follows it
  await expect(page.getByRole('heading', { level: 1, name: quiz!.name })).toBeVisible();
  await expect(nextButton()).toBeDisabled();
  const later = items[5]!;
  await page.goto(`/program-journey/room/digital-literacy-essentials/${id}/${later.id}`);
  // the page says it; the outline's locked items carry it as their description
  await expect(
    page.getByText(`Complete “${quiz!.name}” to unlock this.`).filter({ visible: true }).first(),
  ).toBeVisible();
  // a locked item still has its way back, and Next waits
  await expect(page.getByRole('link', { name: 'Previous', exact: true }).last()).toHaveAttribute(
    'href',
    `/program-journey/room/digital-literacy-essentials/${id}/${items[4]!.id}`,
  );
  await expect(nextButton()).toBeDisabled();
  await screenshotAtWidths(page, 'journey-locked');
  await page.setViewportSize({ width: 1280, height: 800 });

  // leaving saves the place; Continue comes back to it
  await page.goto(`/program-journey/room/digital-literacy-essentials/${id}/${quiz!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: quiz!.name })).toBeVisible();
  await page.getByRole('link', { name: 'My Programs' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page
    .getByRole('article', { name: 'Digital Literacy Essentials' })
    .getByRole('link', { name: 'Continue' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${id}/${quiz!.id}$`));
  // the browser logs the locked item's 403, the answer this test asked for
  expect(errors.filter((error) => !error.includes('status of 403'))).toEqual([]);
});
