// A collection's cover: its first recipes' pictures in a grid (one fills it,
// two side by side, three with the first one tall, four in 2 × 2), or the
// placeholder picture while they load and for an empty collection. The
// pictures come from the caller (read in the browser by use-cover-images.ts,
// or by a loader, for a page the server renders): no read of its own here.
import { RecipeImage } from '@/components/ui/recipe-image';

const CARD_SIZES = '(min-width: 1024px) 16vw, (min-width: 640px) 25vw, 50vw';

/** `images` undefined: still being read. */
export function CollectionCover({ images, eager }: { images: readonly string[] | undefined; eager: boolean }) {
  const count = images?.length ?? 0;
  if (count === 0) {
    return (
      <div data-testid="collection-cover" data-images={0} aria-busy={images === undefined || undefined}>
        <RecipeImage src={undefined} alt="" eager={eager} />
      </div>
    );
  }
  return (
    <div
      data-testid="collection-cover"
      data-images={count}
      className={`grid aspect-[4/3] gap-0.5 bg-stone-100 ${count === 1 ? 'grid-cols-1' : 'grid-cols-2 grid-rows-2'}`}
    >
      {images?.map((src, index) => (
        <div
          key={index}
          className={`overflow-hidden ${count === 2 || (count === 3 && index === 0) ? 'row-span-2' : ''}`}
        >
          <RecipeImage src={src} alt="" eager={eager} sizes={CARD_SIZES} className="h-full" />
        </div>
      ))}
    </div>
  );
}
