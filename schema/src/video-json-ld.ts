// A recipe's video as schema.org `VideoObject`, with the properties Google's
// video and recipe rich results want: name, description, thumbnailUrl,
// uploadDate, and the player (`embedUrl`, YouTube) or the file (`contentUrl`).
// These are addresses for search engines; the page requests none of them.
import { videoSource, youtubeEmbedUrl, youtubeThumbnailUrl } from './video-url';

export interface VideoObjectJsonLd {
  '@type': 'VideoObject';
  name: string;
  description: string;
  thumbnailUrl: string[];
  uploadDate: string;
  embedUrl?: string;
  contentUrl?: string;
}

export interface VideoFacts {
  videoUrl: string | undefined;
  name: string;
  description: string;
  /** The recipe's picture as an absolute URL: a file's thumbnail. */
  image: string;
  uploadDate: Date;
}

/** The video as schema.org tells it; undefined without a (usable) video. */
export function videoJsonLd({
  videoUrl,
  name,
  description,
  image,
  uploadDate,
}: VideoFacts): VideoObjectJsonLd | undefined {
  const source = videoUrl === undefined ? undefined : videoSource(videoUrl);
  if (!source) return undefined;
  const common = { '@type': 'VideoObject', name, description, uploadDate: uploadDate.toISOString() } as const;
  return source.kind === 'youtube'
    ? { ...common, thumbnailUrl: [youtubeThumbnailUrl(source.id)], embedUrl: youtubeEmbedUrl(source.id) }
    : { ...common, thumbnailUrl: [image], contentUrl: source.url };
}
