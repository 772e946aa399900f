// The states every list of the signed-in pages goes through (My Recipes,
// Wishlist, Dashboard): a spinner, the error with "Try again", an empty
// message, or the recipes.
import type { Recipe } from '@recipe-book/schema/recipe';
import type { ReactNode } from 'react';
import { ErrorMessage } from '@/components/ui/error-boundary';
import { Spinner } from '@/components/ui/spinner';
import type { Loadable } from '@/lib/firestore-data';

interface RecipeListStateProps {
  result: Loadable<Recipe[]>;
  loadingLabel: string;
  /** Shown when the list is empty. */
  empty: ReactNode;
  children: (recipes: Recipe[]) => ReactNode;
}

export function RecipeListState({ result, loadingLabel, empty, children }: RecipeListStateProps) {
  if (result.status === 'loading') {
    return (
      <div className="flex justify-center py-12">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (result.status === 'error') return <ErrorMessage error={result.error} retry={result.retry} />;
  return result.data.length === 0 ? empty : children(result.data);
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
