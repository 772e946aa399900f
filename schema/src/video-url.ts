// What a recipe's video link plays (docs/data-model.md#recipes): a YouTube
// video by its id, or a video file the browser plays itself. The links the
// schema accepts are YOUTUBE_URL_PATTERN and VIDEO_FILE_PATTERN in
// constants.ts. No zod here: every page's JSON-LD builder reads the link with
// these functions, so this module holds only what it needs (the schema's
// message is in recipe.ts, the page's player in the web app).
import { VIDEO_FILE_PATTERN, YOUTUBE_URL_PATTERN } from './constants';

export type VideoSource = { kind: 'youtube'; id: string } | { kind: 'file'; url: string };

/** What a stored link plays: a YouTube video by its id, or a file; undefined for anything else. */
export function videoSource(url: string): VideoSource | undefined {
  const id = YOUTUBE_URL_PATTERN.exec(url)?.[1];
  if (id) return { kind: 'youtube', id };
  return VIDEO_FILE_PATTERN.test(url) ? { kind: 'file', url } : undefined;
}

/** The player search engines are told of (JSON-LD `embedUrl`): never requested by the page. */
export const youtubeEmbedUrl = (id: string) => `https://www.youtube.com/embed/${id}`;

/** YouTube's own picture of the video, for the JSON-LD only (the page shows the recipe's picture). */
export const youtubeThumbnailUrl = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
