// A collection as a card: its cover, name, how many recipes it holds and,
// unless it is public, who can see it; the whole card leads to the
// collection's page. The cook's own on /collections (my-collections.tsx), a
// cook's public ones on their profile (cook-collections.tsx).
import type { Visibility } from '@recipe-book/schema/visibility';
import { Link } from '@tanstack/react-router';
import { VisibilityBadge } from '@/components/ui/visibility-badge';
import { collectionLink } from '../collection-location';
import { CollectionCover } from './collection-cover';

export const recipeCountText = (count: number): string => (count === 1 ? '1 recipe' : `${count} recipes`);

interface CollectionCardProps {
  collection: { id: string; name: string; recipeCount: number; visibility?: Visibility };
  /** The cover's pictures; undefined while they are read. */
  cover: readonly string[] | undefined;
  eager: boolean;
  /** The card's heading, one level below the section it is listed in. */
  headingLevel: 'h2' | 'h3';
}

export function CollectionCard({ collection, cover, eager, headingLevel: Heading }: CollectionCardProps) {
  return (
    <article
      data-testid="collection-card"
      className="relative flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-orange-700 hover:shadow-md"
    >
      <CollectionCover images={cover} eager={eager} />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <Heading className="text-lg font-semibold text-stone-900">
          {/* The link covers the whole card (its ::after), so the cover is a way in too. */}
          <Link {...collectionLink(collection.id)} className="outline-none after:absolute after:inset-0">
            {collection.name}
          </Link>
        </Heading>
        <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
          <span data-testid="collection-count">{recipeCountText(collection.recipeCount)}</span>
          <VisibilityBadge item={collection} />
        </p>
      </div>
    </article>
  );
}
