// Follows the recipes of a list live (loaded lazily, with reactfire and
// Firestore, by followed-recipes.tsx) and reports every reading. Should
// following fail (offline), the list simply keeps the copy it has.
import type { ListedRecipe } from '@recipe-book/schema/listed-recipe';
import { useEffect } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { WithFirestore } from '@/lib/firebase-providers';
import { useLiveListedRecipes } from '../api/use-live-listed-recipes';

interface ListedRecipesFollowerProps {
  recipes: ListedRecipe[];
  onChange: (recipes: ListedRecipe[]) => void;
}

function FollowRecipes({ recipes, onChange }: ListedRecipesFollowerProps) {
  const live = useLiveListedRecipes(recipes);
  useEffect(() => onChange(live), [live, onChange]);
  return null;
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
