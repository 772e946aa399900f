// A cook's public collections on their profile page, after their recipes:
// "Collections by {name}" and a card for each (the most recently changed
// first, at most COOK_PAGE_COLLECTIONS), from the loader's data, kept current
// once the page has loaded (cook-collections-follower.tsx; the first render is
// the loader's copy, so hydration matches). A cook without a public
// collection has no such section at all: their page then ends with their
// recipes, and the section appears should one be made public while it is open.
import type { CookCollection } from '@recipe-book/schema/cook-collections';
import { lazyFollower } from '@/lib/lazy-follower';
import { useLiveCopy } from '@/lib/use-live-copy';
import type { LiveCookCollection } from '../api/use-live-cook-collections';
import { CollectionCard } from './collection-card';

const CookCollectionsFollower = lazyFollower(() => import('./cook-collections-follower'));

interface CookCollectionsProps {
  uid: string;
  displayName: string;
  /** The loader's cards. */
  collections: CookCollection[];
}

export function CookCollections({ uid, displayName, collections }: CookCollectionsProps) {
  const [shown, show] = useLiveCopy<readonly LiveCookCollection[]>(collections);
  return (
    <>
      <CookCollectionsFollower key={uid} uid={uid} collections={collections} onChange={show} />
      <CookCollectionsSection displayName={displayName} collections={shown} />
    </>
  );
}

/** "Collections by {name}" and a card for each, in the order given; nothing at all when there are none. */
export function CookCollectionsSection({
  displayName,
  collections,
}: {
  displayName: string;
  collections: readonly LiveCookCollection[];
}) {
  if (collections.length === 0) return null;
  return (
    <section aria-labelledby="cook-collections-heading">
      <h2 id="cook-collections-heading" className="mb-4 text-2xl font-bold text-stone-900">
        Collections by {displayName}
      </h2>
      <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
        {collections.map((collection) => (
          <li key={collection.id}>
            {/* Below the recipes, so never the page's first pictures: they load as they scroll into view. */}
            <CollectionCard collection={collection} cover={collection.cover} eager={false} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
