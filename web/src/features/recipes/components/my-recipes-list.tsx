// My Recipes: the user's own recipes, live, each with Update and Delete. The
// Update dialog lives here rather than in the card, so it stays open (and
// keeps what was typed) even if the recipe leaves the list meanwhile.
import { Link } from '@tanstack/react-router';
import type { Recipe } from '@recipe-book/schema/recipe';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { useMyRecipes } from '../api/use-my-recipes';
import { MyRecipeCard } from './my-recipe-card';
import { EmptyState, RecipeListState } from './recipe-list-state';
import { UpdateRecipeDialog } from './update-recipe-dialog';

export function MyRecipesList({ uid }: { uid: string }) {
  const recipes = useMyRecipes(uid);
  const [editing, setEditing] = useState<Recipe | null>(null);
  return (
    <>
      <RecipeListState
        result={recipes}
        loadingLabel="Loading your recipes…"
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
                <MyRecipeCard recipe={recipe} onUpdate={setEditing} eager={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </RecipeListState>
      {editing && <UpdateRecipeDialog key={editing.id} recipe={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
