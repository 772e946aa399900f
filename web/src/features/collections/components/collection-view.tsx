// A collection as everyone sees it: its name, description, cook and recipes in
// order as the same cards as All Recipes, with Share; a friendly word when it
// is empty. Its cook's page (collection-owner-view.tsx) puts its own editing
// parts in the `tools` and `recipesView` slots.
import type { CollectionPage } from '@recipe-book/schema/collection-page';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ShareButton } from '@/components/ui/share-button';
import type { RecipeCardSlot } from './recipe-card-slot';

interface CollectionViewProps {
  page: CollectionPage;
  /** The collection's address, for Share. */
  url: string;
  card: RecipeCardSlot;
  /** Its cook's controls under the heading (edit, delete). */
  tools?: ReactNode;
  /** Replaces the read-only cards (its cook's reorderable list). */
  recipesView?: ReactNode;
}

export function CollectionEmpty() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-stone-300 px-4 py-12 text-center">
      <p className="text-lg font-medium text-stone-800">No recipes in this collection yet</p>
      <Link to="/allRecipes" className={buttonClass('primary')}>
        Browse all recipes
      </Link>
    </div>
  );
}

const recipeCount = (count: number) => (count === 1 ? '1 recipe' : `${count} recipes`);

/** As All Recipes lays them out: the first row's pictures at once, the rest lazily. */
function CollectionGrid({ recipes, card: Card }: Pick<CollectionPage, 'recipes'> & { card: RecipeCardSlot }) {
  return (
    <ul data-testid="recipe-grid" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {recipes.map((recipe, index) => (
        <li key={recipe.id} className="flex">
          <Card recipe={recipe} layout="grid" eager={index < 3} headingLevel="h2" />
        </li>
      ))}
    </ul>
  );
}

export function CollectionView({ page, url, card, tools, recipesView }: CollectionViewProps) {
  const { collection, ownerName, recipes } = page;
  return (
    <article className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-3">
        <p className="text-sm font-medium tracking-wide text-orange-800 uppercase">Collection</p>
        <h1 className="text-3xl font-bold break-words text-stone-900">{collection.name}</h1>
        {collection.description && (
          <p className="max-w-3xl whitespace-pre-line text-stone-700">{collection.description}</p>
        )}
        <p className="text-sm text-stone-600">
          By {ownerName} · {recipeCount(recipes.length)}
        </p>
        <div className="flex flex-wrap gap-2">
          <ShareButton title={collection.name} url={url} />
          {tools}
        </div>
      </header>
      <section aria-label="Recipes in this collection">
        {recipesView ?? (recipes.length > 0 ? <CollectionGrid recipes={recipes} card={card} /> : <CollectionEmpty />)}
      </section>
    </article>
  );
}
