// The recipe video: before play only the recipe's own picture and a play button (no player, so
// nothing of YouTube or of the file is loaded); play brings YouTube's privacy-enhanced player or
// the browser's own video with its controls. A link that is no video shows nothing.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { RecipeVideo } from './recipe-video';

const TITLE = 'Filmed pasta';
const IMAGE = '/images/recipes/spaghetti.webp';

beforeEach(() => {
  // happy-dom loads no picture (a browser would show the poster): it stays "loading", not failed.
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
});
afterEach(() => {
  vi.restoreAllMocks();
});

function renderVideo(videoUrl: string) {
  const { container } = render(<RecipeVideo videoUrl={videoUrl} title={TITLE} image={IMAGE} />);
  return container;
}

it('shows the recipe’s picture and a play button, and no player until play', () => {
  const page = renderVideo('https://youtu.be/dQw4w9WgXcQ?t=5');
  const region = screen.getByRole('region', { name: 'Video' });
  const play = within(region).getByRole('button', { name: `Play video: ${TITLE}` });
  expect(play.querySelector('img')).toHaveAttribute('src', IMAGE);
  expect(page.querySelector('iframe, video')).toBeNull();
});

it('plays YouTube from its privacy-enhanced domain, titled, in place of the button', async () => {
  renderVideo('https://youtu.be/dQw4w9WgXcQ?t=5');
  // happy-dom loads no page into an iframe, and says so on the console ("Iframe page loading is disabled").
  await userEvent.click(screen.getByRole('button', { name: `Play video: ${TITLE}` }));
  const player = screen.getByTitle(`Video: ${TITLE}`);
  expect(player.tagName).toBe('IFRAME');
  expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
  expect(screen.queryByRole('button', { name: /^Play video/ })).toBeNull();
});

it('plays a video file in the browser’s own player, with its controls, only after play', async () => {
  const file = 'https://videos.example.com/cooking/pasta.webm';
  const page = renderVideo(file);
  expect(page.querySelector('video')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: `Play video: ${TITLE}` }));
  const video = page.querySelector('video');
  expect(video).toHaveAttribute('src', file);
  expect(video).toHaveAttribute('controls');
  expect(video).toHaveAccessibleName(`Video: ${TITLE}`);
});

it('shows nothing for a link that is no video', () => {
  renderVideo('https://example.com/not-a-video');
  expect(screen.queryByRole('region', { name: 'Video' })).toBeNull();
});
