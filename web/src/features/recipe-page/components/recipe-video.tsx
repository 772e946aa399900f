// The recipe's video on its page. Nothing of YouTube or of the file is
// requested until the cook presses play: before that the recipe's own picture
// stands in as the poster, with a play button. Then YouTube's player comes
// from its privacy-enhanced domain, or the browser plays the file itself. The
// box is 16:9 before and after, so nothing below it moves.
import { videoSource } from '@recipe-book/schema/video-url';
import { useState } from 'react';
import { RecipeImage } from '@/components/ui/recipe-image';

/** YouTube's privacy-enhanced player, which sets no cookie until the video plays; it starts at once. */
const youtubePlayerUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;

interface RecipeVideoProps {
  videoUrl: string;
  title: string;
  /** The recipe's picture, the poster until play. */
  image: string;
}

export function RecipeVideo({ videoUrl, title, image }: RecipeVideoProps) {
  const [playing, setPlaying] = useState(false);
  const source = videoSource(videoUrl);
  if (!source) return null;
  return (
    <section aria-labelledby="video-heading" className="mt-10 print:hidden">
      <h2 id="video-heading" className="mb-4 text-xl font-bold text-stone-900">
        Video
      </h2>
      <div className="relative aspect-video w-full max-w-3xl overflow-hidden rounded-2xl bg-stone-900">
        {!playing ? (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            aria-label={`Play video: ${title}`}
            className="group absolute inset-0 focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-orange-500"
          >
            <RecipeImage src={image} alt="" sizes="(min-width: 768px) 48rem, 100vw" className="h-full opacity-80" />
            <span
              aria-hidden="true"
              className="absolute top-1/2 left-1/2 flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-orange-700 text-white shadow-lg group-hover:bg-orange-800"
            >
              <svg viewBox="0 0 24 24" className="ml-1 size-8" fill="currentColor">
                <path d="M8 5v14l11-7z" />
              </svg>
            </span>
          </button>
        ) : source.kind === 'youtube' ? (
          <iframe
            src={youtubePlayerUrl(source.id)}
            title={`Video: ${title}`}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 size-full"
          />
        ) : (
          <video
            src={source.url}
            controls
            autoPlay
            playsInline
            aria-label={`Video: ${title}`}
            className="absolute inset-0 size-full"
          />
        )}
      </div>
    </section>
  );
}
