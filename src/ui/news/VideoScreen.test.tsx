import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp, startMockServer } from '../../../tests/support/renderApp';

startMockServer();
afterEach(() => vi.restoreAllMocks());

// The first import of lazily loaded code is slow in the test runner: not part of any test.
beforeAll(() => Promise.all([import('./VideoScreen'), import('../../app/composeNews'), import('../shell/HeaderTools')]), 30_000);

/** jsdom has no media playback: a video that is paused until played, and back. */
function fakePlayback() {
  let paused = true;
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => paused);
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => {
    paused = false;
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {
    paused = true;
  });
  return { play, pause };
}

describe('VideoScreen', () => {
  it('shows the video with its poster, clip and captions', async () => {
    renderApp('/video/news/1', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome week in five seconds' })).toBeInTheDocument();
    const video = screen.getByLabelText('Welcome week in five seconds');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('poster', '/site/app/media/news/clip-1.jpg');
    expect(video.querySelector('source')).toHaveAttribute('src', '/site/app/media/news/clip-1.webm');
    expect(video.querySelector('source')).toHaveAttribute('type', 'video/webm');
    const track = video.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/site/app/media/news/clip-1.vtt');
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track).toHaveAttribute('default');
    expect(screen.getByText('November 20, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All video news' })).toHaveAttribute('href', '#/video/news');
  });

  it('plays and pauses with Space and K when the video has focus', async () => {
    const { play, pause } = fakePlayback();
    const { user } = renderApp('/video/news/1', { signedIn: true });
    const video = await screen.findByLabelText('Welcome week in five seconds');
    video.focus();
    await user.keyboard(' ');
    expect(play).toHaveBeenCalledTimes(1);
    await user.keyboard('k');
    expect(pause).toHaveBeenCalledTimes(1);
    await user.keyboard('K');
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('shows the not-found page for a video the server does not have (or of another work place)', async () => {
    renderApp('/video/news/9', { signedIn: true });
    expect(await screen.findByText('Video not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeInTheDocument();
  });

  it('shows the not-found page for an id that is not one', async () => {
    renderApp('/video/news/0', { signedIn: true });
    expect(await screen.findByText('Video not found')).toBeInTheDocument();
  });
});
