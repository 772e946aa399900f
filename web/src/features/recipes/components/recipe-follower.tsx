// Follows one recipe live for a signed-in cook (loaded lazily, with reactfire,
// by recipe-page-content.tsx) and reports every reading: the recipe, or null
// once the server says it was deleted.
import type { Recipe } from '@recipe-book/schema/recipe';
import { useEffect } from 'react';
import { useSigninCheck } from 'reactfire';
import { ErrorBoundary, ErrorMessage } from '@/components/ui/error-boundary';
import { WithFirestore } from '@/lib/firebase-providers';
import { useLiveRecipe } from '../api/use-recipe';

interface RecipeFollowerProps {
  /** The loader's copy, shown until the first reading. */
  recipe: Recipe;
  onChange: (recipe: Recipe | null) => void;
}

function FollowRecipe({ recipe, onChange }: RecipeFollowerProps) {
  const live = useLiveRecipe(recipe);
  useEffect(() => onChange(live), [live, onChange]);
  return null;
}

export default function RecipeFollower(props: RecipeFollowerProps) {
  const { status, data } = useSigninCheck();
  if (status !== 'success' || !data.signedIn) return null;
  return (
    <ErrorBoundary
      fallback={(error, retry) => (
        // The page keeps the copy it has; this says it may be out of date.
        <div className="mx-auto mb-6 max-w-5xl print:hidden">
          <ErrorMessage error={error} retry={retry} />
        </div>
      )}
    >
      <WithFirestore fallback={null}>
        <FollowRecipe {...props} />
      </WithFirestore>
    </ErrorBoundary>
  );
}
