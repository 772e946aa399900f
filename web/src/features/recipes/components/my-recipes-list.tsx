// My Recipes: the user's own recipes, live, each with Update and Delete. The
// Update dialog lives here rather than in the card, so it stays open (and
// keeps what was typed) even if the recipe leaves the list meanwhile.
import { Link } from '@tanstack/react-router';
import type { Recipe } from '@recipe-book/schema/recipe';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { WithFirestore } from '@/lib/firebase-providers';
import { useMyRecipes } from '../api/use-my-recipes';
import { MyRecipeCard } from './my-recipe-card';
import { EmptyState, ListSpinner, RecipeListState } from './recipe-list-state';
// Not loaded on first use: offline, before the service worker keeps the app's files, it could not open.
import { UpdateRecipeDialog } from './update-recipe-dialog';

const LOADING_LABEL = 'Loading your recipes…';

function MyRecipes({ uid, onUpdate }: { uid: string; onUpdate: (recipe: Recipe) => void }) {
  return (
    <RecipeListState
      recipes={useMyRecipes(uid)}
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
              <MyRecipeCard recipe={recipe} onUpdate={onUpdate} eager={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </RecipeListState>
  );
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
      {editing && <UpdateRecipeDialog key={editing.id} recipe={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
