// Follows the recipes of a list live (loaded lazily, with reactfire and
// Firestore, by followed-recipes.tsx) and reports every reading: the shown
// recipes as they are now, and on a first page how many new ones it would
// show. Should following fail (offline), the list simply keeps the copy it has.
import type { ListedRecipe } from '@recipe-book/schema/listed-recipe';
import type { ListingFilters } from '@recipe-book/schema/recipe-listing';
import { useEffect, useState } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { WithFirestore } from '@/lib/firebase-providers';
import { useLiveListedRecipes } from '../api/use-live-listed-recipes';
import { useNewRecipes } from '../api/use-new-recipes';

/** What the follower read: the shown recipes, live, and how many new ones the first page has. */
export interface FollowedReading {
  recipes: ListedRecipe[];
  newRecipes: number;
}

interface ListedRecipesFollowerProps {
  recipes: ListedRecipe[];
  /** The list these recipes are the first page of, to notice new ones; absent on other pages. */
  firstPageOf?: ListingFilters | undefined;
  onChange: (reading: FollowedReading) => void;
}

function NewRecipes({
  filters,
  recipes,
  onCount,
}: {
  filters: ListingFilters;
  recipes: ListedRecipe[];
  onCount: (count: number) => void;
}) {
  const count = useNewRecipes(
    filters,
    recipes.map((recipe) => recipe.id),
  );
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}

function FollowRecipes({ recipes, firstPageOf, onChange }: ListedRecipesFollowerProps) {
  const live = useLiveListedRecipes(recipes);
  const [newRecipes, setNewRecipes] = useState(0);
  useEffect(() => onChange({ recipes: live, newRecipes }), [live, newRecipes, onChange]);
  return firstPageOf ? <NewRecipes filters={firstPageOf} recipes={recipes} onCount={setNewRecipes} /> : null;
}

export default function ListedRecipesFollower(props: ListedRecipesFollowerProps) {
  return (
    <ErrorBoundary fallback={() => null}>
      <WithFirestore fallback={null}>
        <FollowRecipes {...props} />
      </WithFirestore>
    </ErrorBoundary>
  );
}
