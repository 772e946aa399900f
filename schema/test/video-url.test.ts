// A recipe's video: every shape of YouTube link people copy is read to its
// video id, an https .mp4 or .webm file is played as a file, and any other
// host or scheme is refused with a message naming the ones accepted.
import { describe, expect, it } from 'vitest';
import { recipeInputSchema, VIDEO_URL_RULE } from '../src/recipe';
import { videoSource, youtubeEmbedUrl, youtubeThumbnailUrl } from '../src/video-url';
import { sampleRecipeInput } from './support/sample-recipe';

const ID = 'dQw4w9WgXcQ';
const withVideo = (videoUrl: unknown) => recipeInputSchema.safeParse({ ...sampleRecipeInput('Soup'), videoUrl });

describe('YouTube links', () => {
  const shapes = [
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}&t=42s`,
    `https://www.youtube.com/watch?feature=share&v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=AbCdEf123&t=10`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?feature=share`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?start=30`,
    `https://www.youtube.com/live/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://youtube-nocookie.com/embed/${ID}?rel=0`,
  ];
  it.each(shapes)('%s plays YouTube video %s', (url) => {
    expect(videoSource(url)).toEqual({ kind: 'youtube', id: ID });
    expect(withVideo(url).success).toBe(true);
  });

  it("tells search engines YouTube's player and picture", () => {
    expect(youtubeEmbedUrl(ID)).toBe(`https://www.youtube.com/embed/${ID}`);
    expect(youtubeThumbnailUrl(ID)).toBe(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`);
  });

  it('ids with - and _ are ids too', () => {
    expect(videoSource('https://youtu.be/a-b_c-d_e-f')).toEqual({ kind: 'youtube', id: 'a-b_c-d_e-f' });
  });
});

describe('video files', () => {
  const files = [
    'https://cdn.example.com/videos/soup.mp4',
    'https://cdn.example.com/soup.webm',
    'https://cdn.example.com/v/Soup.MP4',
    'https://cdn.example.com/v/soup.mp4?token=abc#t=5',
  ];
  it.each(files)('%s plays as a file', (url) => {
    expect(videoSource(url)).toEqual({ kind: 'file', url });
    expect(withVideo(url).success).toBe(true);
  });
});

describe('refused links', () => {
  const refused = [
    ['another host', 'https://vimeo.com/123456789'],
    ['a look-alike host', `https://www.youtube.com.evil.example/watch?v=${ID}`],
    ['a host that ends like YouTube', `https://notyoutube.com/watch?v=${ID}`],
    ['plain http YouTube', `http://www.youtube.com/watch?v=${ID}`],
    ['plain http file', 'http://cdn.example.com/soup.mp4'],
    ['a file of another type', 'https://cdn.example.com/soup.mov'],
    ['.mp4 only in the query', 'https://cdn.example.com/play?file=soup.mp4'],
    ['a YouTube channel', 'https://www.youtube.com/@somecook'],
    ['an id too short', 'https://youtu.be/dQw4w9WgXc'],
    ['an id too long', `https://youtu.be/${ID}x`],
    ['a javascript: URL', 'javascript:alert(1)//.mp4'],
    ['no scheme', `youtu.be/${ID}`],
    ['a space inside', `https://youtu.be/${ID}?t=1 0`],
  ];
  it.each(refused)('%s (%s) is refused, naming what is accepted', (_name, url) => {
    expect(videoSource(url)).toBeUndefined();
    const result = withVideo(url);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([VIDEO_URL_RULE]);
  });

  it('the message names YouTube and the file types', () => {
    expect(VIDEO_URL_RULE).toMatch(/youtube\.com, youtu\.be/);
    expect(VIDEO_URL_RULE).toMatch(/\.mp4 or \.webm/);
  });

  it('a link is stored trimmed, and text is required', () => {
    expect(withVideo(`  https://youtu.be/${ID} `).data?.videoUrl).toBe(`https://youtu.be/${ID}`);
    expect(withVideo(42).error?.issues[0]?.message).toBe('Video must be text');
  });
});
