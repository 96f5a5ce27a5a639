import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { requestsTo } from '../../../test/mock-api';
import { videoContent } from './content-fixtures';
import { renderContent } from './render-content';
import { SAVE_POSITION_EVERY_MS } from './video-view';

const viewPath = '/api/v1/contents/602/view/';
const savePath = '/api/v1/subscriptions/301/current-content/';

async function findPlayer() {
  return (await screen.findByLabelText('Video: Welcome video')) as HTMLVideoElement;
}

/** The player at `seconds`, as the browser reports it while playing. */
function playTo(video: HTMLVideoElement, seconds: number) {
  video.currentTime = seconds;
  fireEvent.timeUpdate(video);
}

describe('a video', () => {
  it('plays the item’s video with the browser’s controls, fetching only its metadata first', async () => {
    renderContent(videoContent());
    const video = await findPlayer();
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', '/api/v1/media/welcome.webm');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'metadata');
  });

  it('offers its captions as the player’s tracks, those of the page’s language shown', async () => {
    renderContent(videoContent());
    const video = await findPlayer();
    const tracks = [...video.querySelectorAll('track')].map((track) => ({
      kind: track.kind,
      srclang: track.srclang,
      label: track.label,
      src: track.getAttribute('src'),
      default: track.default,
    }));
    expect(tracks).toEqual([
      {
        kind: 'captions',
        srclang: 'en',
        label: 'English',
        src: '/api/v1/media/welcome-en.vtt',
        default: true,
      },
      {
        kind: 'captions',
        srclang: 'fr-CA',
        label: 'French',
        src: '/api/v1/media/welcome-fr-ca.vtt',
        default: false,
      },
    ]);
  });

  it('shows the French captions by default on a French page', async () => {
    await changeLanguage('fr-CA', false);
    renderContent(
      videoContent({
        video: {
          captions: [
            { lang: 'en', label: 'Anglais', src: '/api/v1/media/welcome-en.vtt' },
            { lang: 'fr-CA', label: 'Français', src: '/api/v1/media/welcome-fr-ca.vtt' },
          ],
        },
      }),
    );
    const video = (await screen.findByLabelText('Vidéo : Welcome video')) as HTMLVideoElement;
    const shown = [...video.querySelectorAll('track')].filter((track) => track.default);
    expect(shown.map((track) => [track.srclang, track.label])).toEqual([['fr-CA', 'Français']]);
  });

  it('has no default track when none is in the page’s language', async () => {
    renderContent(
      videoContent({
        video: { captions: [{ lang: 'fr-CA', label: 'French', src: '/api/v1/media/welcome-fr-ca.vtt' }] },
      }),
    );
    const video = await findPlayer();
    expect(video.querySelectorAll('track')).toHaveLength(1);
    expect(video.querySelector('track[default]')).toBeNull();
  });

  it('resumes where the student left it', async () => {
    renderContent(videoContent({ video: { position_seconds: 95 } }));
    const video = await findPlayer();
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(95);
  });

  it('starts again from the beginning when it was left at its end', async () => {
    renderContent(videoContent({ video: { position_seconds: 120 } }));
    const video = await findPlayer();
    Object.defineProperty(video, 'duration', { value: 120.4 });
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(0);
  });

  it('saves the position when paused', async () => {
    const { fetchMock } = renderContent(videoContent());
    const video = await findPlayer();
    fireEvent.play(video);
    playTo(video, 42.7);
    fireEvent.pause(video);
    await waitFor(() =>
      expect(requestsTo(fetchMock, savePath)).toEqual([{ content: 602, position_seconds: 42 }]),
    );
  });

  it('saves the position every 15 seconds while it plays', async () => {
    const { fetchMock } = renderContent(videoContent());
    const video = await findPlayer();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    fireEvent.play(video);
    playTo(video, 14);
    act(() => vi.advanceTimersByTime(SAVE_POSITION_EVERY_MS));
    playTo(video, 29);
    act(() => vi.advanceTimersByTime(SAVE_POSITION_EVERY_MS));
    // Testing Library waits with real timers
    vi.useRealTimers();
    await waitFor(() =>
      expect(requestsTo(fetchMock, savePath)).toEqual([
        { content: 602, position_seconds: 14 },
        { content: 602, position_seconds: 29 },
      ]),
    );
  });

  it('saves the position when the student leaves', async () => {
    const { fetchMock, unmount } = renderContent(videoContent());
    const video = await findPlayer();
    fireEvent.play(video);
    playTo(video, 61);
    unmount();
    await waitFor(() =>
      expect(requestsTo(fetchMock, savePath)).toEqual([{ content: 602, position_seconds: 61 }]),
    );
  });

  it('records the video as watched when the player reaches its end, and starts it over next time', async () => {
    const { fetchMock } = renderContent(videoContent({ video: { position_seconds: 30 } }));
    const video = await findPlayer();
    expect(screen.getByText('Watch the video to the end to mark it as watched.')).toBeInTheDocument();
    fireEvent.play(video);
    playTo(video, 150);
    expect(requestsTo(fetchMock, viewPath)).toHaveLength(0);
    fireEvent.ended(video);
    await waitFor(() => expect(requestsTo(fetchMock, viewPath)).toHaveLength(1));
    expect(requestsTo(fetchMock, savePath)).toEqual([{ content: 602, position_seconds: 0 }]);
    expect(await screen.findByText('Completed')).toBeInTheDocument();
  });

  it('hears what the player did before the code ran, as on a page painted on the server', async () => {
    // the student watched to the end before the app took the page over
    vi.spyOn(HTMLMediaElement.prototype, 'ended', 'get').mockReturnValue(true);
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
    const { fetchMock } = renderContent(videoContent({ video: { position_seconds: 30 } }));
    await findPlayer();
    await waitFor(() => expect(requestsTo(fetchMock, viewPath)).toHaveLength(1));
    vi.restoreAllMocks();
  });

  it('records and saves nothing on view-only access', async () => {
    const { fetchMock, unmount } = renderContent(videoContent(), { readOnly: true });
    const video = await findPlayer();
    fireEvent.play(video);
    playTo(video, 20);
    fireEvent.pause(video);
    fireEvent.ended(video);
    unmount();
    // let any call that was wrongly started reach the mock
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo(fetchMock, viewPath)).toHaveLength(0);
    expect(requestsTo(fetchMock, savePath)).toHaveLength(0);
  });

  it('keeps the transcript in a section the student opens', async () => {
    const { user } = renderContent(videoContent());
    await findPlayer();
    const toggle = screen.getByRole('button', { name: 'Transcript' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Transcript' })).toHaveTextContent(
      'Welcome to the program. In this video we tour the ward.',
    );
  });
});
