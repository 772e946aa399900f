// The states every live list of the signed-in pages goes through (My
// Recipes, Wishlist, Dashboard): a spinner, an empty message, or the recipes.
// A failed read is not among them: reactfire's hooks throw it, and each list
// shows it with an error boundary (with "Try again").
import type { Recipe } from '@recipe-book/schema/recipe';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

interface RecipeListStateProps {
  /** `undefined` while the list loads. */
  recipes: Recipe[] | undefined;
  loadingLabel: string;
  /** Shown when the list is empty. */
  empty: ReactNode;
  children: (recipes: Recipe[]) => ReactNode;
}

export function RecipeListState({ recipes, loadingLabel, empty, children }: RecipeListStateProps) {
  if (!recipes) return <ListSpinner label={loadingLabel} />;
  return recipes.length === 0 ? empty : children(recipes);
}

export function ListSpinner({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-12">
      <Spinner label={label} />
    </div>
  );
}

/** A friendly box for an empty list, with an optional way onwards. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div role="status" className="flex flex-col items-center gap-4 rounded-xl border border-stone-200 bg-white p-8">
      <p className="text-center text-lg font-semibold text-stone-900">{title}</p>
      {children}
    </div>
  );
}
