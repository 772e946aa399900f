// Follows one recipe live (loaded lazily, with reactfire and Firestore, once
// the page is hydrated, by recipe-page-content.tsx) and reports every reading:
// the recipe, or null once the server says it was deleted, or once its cook
// made it private (the rules then refuse the visitor's listener: to them it is
// gone, as a 404 would say). A public or unlisted recipe is followed without signing in.
import type { Recipe } from '@recipe-book/schema/recipe';
import { useEffect } from 'react';
import { ErrorBoundary, ErrorMessage } from '@/components/ui/error-boundary';
import { WithFirestore } from '@/lib/firebase-providers';
import { isRefusedRead } from '@/lib/refused-read';
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

function ReportGone({ onChange }: Pick<RecipeFollowerProps, 'onChange'>) {
  useEffect(() => onChange(null), [onChange]);
  return null;
}

export default function RecipeFollower(props: RecipeFollowerProps) {
  return (
    <ErrorBoundary
      fallback={(error, retry) =>
        isRefusedRead(error) ? (
          <ReportGone onChange={props.onChange} />
        ) : (
          // The page keeps the copy it has; this says it may be out of date.
          <div className="mx-auto mb-6 max-w-5xl print:hidden">
            <ErrorMessage error={error} retry={retry} />
          </div>
        )
      }
    >
      <WithFirestore fallback={null}>
        <FollowRecipe {...props} />
      </WithFirestore>
    </ErrorBoundary>
  );
}
