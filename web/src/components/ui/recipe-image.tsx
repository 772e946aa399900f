// Every recipe picture in the app: a fixed 4:3 box so nothing jumps while it
// loads, lazy below the fold (pass `eager` for the first row / the hero), and
// the placeholder when the image is missing or fails to load.
import { useCallback, useState } from 'react';

export const PLACEHOLDER_IMAGE = '/images/placeholder-recipe.webp';

/** Card widths at the grid's breakpoints (1, 2, 3 columns). */
const CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

interface RecipeImageProps {
  src: string | undefined;
  /** '' when the recipe title is shown next to it (the image adds nothing for a screen reader). */
  alt: string;
  /** Load at once: for images visible on first paint. */
  eager?: boolean;
  sizes?: string;
  className?: string;
}

export function RecipeImage({ src, alt, eager = false, sizes = CARD_SIZES, className = '' }: RecipeImageProps) {
  // Remember which source failed, so a new `src` gets its own chance.
  const [failed, setFailed] = useState<string | undefined>();
  const shown = !src || failed === src ? PLACEHOLDER_IMAGE : src;
  // A server-rendered picture may have failed before hydration attached onError:
  // a finished load with no pixels is that failure.
  const checkLoaded = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0 && shown !== PLACEHOLDER_IMAGE) setFailed(shown);
    },
    [shown],
  );
  return (
    <img
      ref={checkLoaded}
      src={shown}
      alt={alt}
      width={800}
      height={600}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      data-fallback={shown === PLACEHOLDER_IMAGE || undefined}
      onError={() => shown !== PLACEHOLDER_IMAGE && setFailed(shown)}
      className={`aspect-[4/3] w-full bg-stone-100 object-cover ${className}`}
    />
  );
}
