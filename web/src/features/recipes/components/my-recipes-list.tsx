// My Recipes: the user's own recipes, live, each with Update and Delete. The
// Update dialog lives here rather than in the card, so it stays open (and
// keeps what was typed) even if the recipe leaves the list meanwhile.
import { Link } from '@tanstack/react-router';
import type { Recipe } from '@recipe-book/schema/recipe';
import { lazy, Suspense, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { WithFirestore } from '@/lib/firebase-providers';
import { useMyRecipes } from '../api/use-my-recipes';
import { MyRecipeCard } from './my-recipe-card';
import { EmptyState, ListSpinner, RecipeListState } from './recipe-list-state';

// The Update dialog and its form library (react-hook-form, about 17 kB) are
// downloaded when the cook points at or focuses an Update button, not with the
// page, which keeps My Recipes within the signed-in JavaScript budget. The
// service worker keeps every chunk once it is installed, so Update opens offline
// too; only offline within seconds of a first visit would the download fail,
// and the error boundary then says so, with a retry.
const loadUpdateDialog = () => import('./update-recipe-dialog');
const UpdateRecipeDialog = lazy(() => loadUpdateDialog().then((module) => ({ default: module.UpdateRecipeDialog })));
const preloadUpdateDialog = () => void loadUpdateDialog().catch(() => undefined);

const LOADING_LABEL = 'Loading your recipes…';

interface MyRecipesViewProps {
  /** The user's recipes as read; undefined while they load. */
  recipes: Recipe[] | undefined;
  onUpdate: (recipe: Recipe) => void;
}

/** The list as read: a spinner, the empty state with a way to add the first recipe, or the cards. */
export function MyRecipesView({ recipes, onUpdate }: MyRecipesViewProps) {
  return (
    <RecipeListState
      recipes={recipes}
      loadingLabel={LOADING_LABEL}
      empty={
        <EmptyState title="You haven't added any recipes yet!">
          <Link to="/addRecipe" className={buttonClass('primary')}>
            Add Your First Recipe
          </Link>
        </EmptyState>
      }
    >
      {(list) => (
        <ul className="flex flex-col gap-6">
          {list.map((recipe, index) => (
            <li key={recipe.id}>
              <MyRecipeCard
                recipe={recipe}
                onUpdate={onUpdate}
                onUpdateIntent={preloadUpdateDialog}
                eager={index === 0}
              />
            </li>
          ))}
        </ul>
      )}
    </RecipeListState>
  );
}

function MyRecipes({ uid, onUpdate }: { uid: string; onUpdate: (recipe: Recipe) => void }) {
  return <MyRecipesView recipes={useMyRecipes(uid)} onUpdate={onUpdate} />;
}

export function MyRecipesList({ uid }: { uid: string }) {
  const [editing, setEditing] = useState<Recipe | null>(null);
  return (
    <>
      <ErrorBoundary>
        <WithFirestore fallback={<ListSpinner label={LOADING_LABEL} />}>
          {/* Keyed by its query (the user's): another user's list never shows for a moment. */}
          <MyRecipes key={uid} uid={uid} onUpdate={setEditing} />
        </WithFirestore>
      </ErrorBoundary>
      {editing && (
        <ErrorBoundary>
          <Suspense fallback={null}>
            <UpdateRecipeDialog key={editing.id} recipe={editing} onClose={() => setEditing(null)} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
