// Follows one recipe live (loaded lazily, with reactfire and Firestore, once
// the page is hydrated, by recipe-page-content.tsx) and reports every reading:
// the recipe, or null once the server says it was deleted, or once its cook
// made it private (the rules then refuse the visitor's listener: to them it is
// gone, as a 404 would say). A public or unlisted recipe is followed without signing in.
import type { Recipe } from '@recipe-book/schema/recipe';
import { useCallback, useEffect } from 'react';
import { FollowBoundary } from '@/lib/follow-boundary';
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
  const { onChange } = props;
  const onGone = useCallback(() => onChange(null), [onChange]);
  return (
    // A failure to follow: the page keeps the copy it has, under the message.
    <FollowBoundary onGone={onGone} messageClassName="mx-auto mb-6 max-w-5xl print:hidden">
      <FollowRecipe {...props} />
    </FollowBoundary>
  );
}
