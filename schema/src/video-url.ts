// A recipe's video (docs/data-model.md#recipes): a YouTube link in any of the
// shapes people copy, or a video file served over https (.mp4 or .webm), which
// a browser plays itself. No zod here: the recipe page reads the link with
// these functions. firestore.rules mirrors both patterns; tests/rules proves it.

/** A YouTube video id: 11 characters of the URL-safe base64 alphabet. */
const YOUTUBE_ID = '([A-Za-z0-9_-]{11})';

/**
 * youtube.com/watch?v=ID (with or without www. or m., any other query
 * parameter before v=), youtube.com/shorts/ID, /embed/ID, /live/ID,
 * youtube-nocookie.com/embed/ID and youtu.be/ID; anything may follow the id
 * after ?, &, # or /. Only https, and no whitespace anywhere.
 */
export const YOUTUBE_URL_PATTERN = new RegExp(
  '^https://(?:' +
    '(?:(?:www|m)\\.)?youtube\\.com/(?:watch\\?(?:[^#\\s]*&)?v=|(?:shorts|embed|live)/)' +
    '|(?:www\\.)?youtube-nocookie\\.com/embed/' +
    '|youtu\\.be/' +
    `)${YOUTUBE_ID}(?:[?&#/]\\S*)?$`,
);

/** An https address on any host whose path ends in .mp4 or .webm (any letter case), a query or fragment after it. */
export const VIDEO_FILE_PATTERN = /^https:\/\/[^/?#\s]+\/[^?#\s]*\.(?:[mM][pP]4|[wW][eE][bB][mM])(?:[?#]\S*)?$/;

/** What the form and the API say when a link is neither. */
export const VIDEO_URL_RULE =
  'Video must be an https:// link to YouTube (youtube.com, youtu.be, youtube-nocookie.com) ' +
  'or to an .mp4 or .webm file';

export type VideoSource = { kind: 'youtube'; id: string } | { kind: 'file'; url: string };

/** What a stored link plays: a YouTube video by its id, or a file; undefined for anything else. */
export function videoSource(url: string): VideoSource | undefined {
  const id = YOUTUBE_URL_PATTERN.exec(url)?.[1];
  if (id) return { kind: 'youtube', id };
  return VIDEO_FILE_PATTERN.test(url) ? { kind: 'file', url } : undefined;
}

export const isVideoUrl = (url: string) => videoSource(url) !== undefined;

/**
 * The player the recipe page loads once the cook presses play: YouTube's
 * privacy-enhanced domain, which sets no cookie until the video plays.
 */
export const youtubePlayerUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;

/** The player search engines are told of (JSON-LD `embedUrl`): never requested by the page. */
export const youtubeEmbedUrl = (id: string) => `https://www.youtube.com/embed/${id}`;

/** YouTube's own picture of the video, for the JSON-LD only (the page shows the recipe's picture). */
export const youtubeThumbnailUrl = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
