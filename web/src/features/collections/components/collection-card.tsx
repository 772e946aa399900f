// One of the cook's collections on /collections: its cover, name, how many
// recipes it holds and, unless it is public, who can see it; the whole card
// leads to the collection's page.
import type { Collection } from '@recipe-book/schema/collection';
import { Link } from '@tanstack/react-router';
import { VisibilityBadge } from '@/components/ui/visibility-badge';
import { collectionLink } from '../collection-location';
import { CollectionCover } from './collection-cover';

export const recipeCountText = (count: number): string => (count === 1 ? '1 recipe' : `${count} recipes`);

export function CollectionCard({ collection, eager }: { collection: Collection; eager: boolean }) {
  return (
    <article
      data-testid="collection-card"
      className="relative flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-orange-700 hover:shadow-md"
    >
      <CollectionCover recipeIds={collection.recipeIds} eager={eager} />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2 className="text-lg font-semibold text-stone-900">
          {/* The link covers the whole card (its ::after), so the cover is a way in too. */}
          <Link {...collectionLink(collection.id)} className="outline-none after:absolute after:inset-0">
            {collection.name}
          </Link>
        </h2>
        <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
          <span data-testid="collection-count">{recipeCountText(collection.recipeIds.length)}</span>
          <VisibilityBadge item={collection} />
        </p>
      </div>
    </article>
  );
}
