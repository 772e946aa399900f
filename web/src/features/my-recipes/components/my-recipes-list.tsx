// My Recipes: the user's own recipes, live, each with Update and Delete. The
// Update dialog lives here rather than in the card, so it stays open (and
// keeps what was typed) even if the recipe leaves the list meanwhile.
import { Link } from '@tanstack/react-router';
import type { Recipe } from '@recipe-book/schema/recipe';
import { type ComponentType, Suspense, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { WithFirestore } from '@/lib/firebase-providers';
import { useMyRecipes } from '../api/use-my-recipes';
import { MyRecipeCard } from './my-recipe-card';
import { EmptyState, ListSpinner, RecipeListState } from '@/components/recipes/recipe-list-state';

/**
 * The recipe editor's Update dialog, which the route hands over: features do not import each
 * other. `preload` fetches its code (the cook points at or focuses an Update button); `Dialog`
 * is lazy, so it is not downloaded with the page.
 */
export interface UpdateDialog {
  Dialog: ComponentType<{ recipe: Recipe; onClose: () => void }>;
  preload: () => void;
}

const LOADING_LABEL = 'Loading your recipes…';

interface MyRecipesViewProps {
  /** The user's recipes as read; undefined while they load. */
  recipes: Recipe[] | undefined;
  onUpdate: (recipe: Recipe) => void;
  /** The cook points at or focuses an Update button. */
  onUpdateIntent?: () => void;
}

/** The list as read: a spinner, the empty state with a way to add the first recipe, or the cards. */
export function MyRecipesView({ recipes, onUpdate, onUpdateIntent }: MyRecipesViewProps) {
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
              <MyRecipeCard recipe={recipe} onUpdate={onUpdate} onUpdateIntent={onUpdateIntent} eager={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </RecipeListState>
  );
}

function MyRecipes({ uid, ...view }: { uid: string } & Omit<MyRecipesViewProps, 'recipes'>) {
  return <MyRecipesView recipes={useMyRecipes(uid)} {...view} />;
}

export function MyRecipesList({ uid, updateDialog }: { uid: string; updateDialog: UpdateDialog }) {
  const { Dialog: UpdateRecipeDialog } = updateDialog;
  const [editing, setEditing] = useState<Recipe | null>(null);
  return (
    <>
      <ErrorBoundary>
        <WithFirestore fallback={<ListSpinner label={LOADING_LABEL} />}>
          {/* Keyed by its query (the user's): another user's list never shows for a moment. */}
          <MyRecipes key={uid} uid={uid} onUpdate={setEditing} onUpdateIntent={updateDialog.preload} />
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
