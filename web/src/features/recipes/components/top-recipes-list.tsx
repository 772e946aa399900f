// The part of Top Recipes that reads Firestore; top-recipes.tsx loads it
// lazily so that the Firestore SDK never holds up the rest of Home.
import { useTopRecipes } from '../api/use-top-recipes';
import { RecipeGrid } from './recipe-grid';
import { EmptyState, RecipeListState } from './recipe-list-state';

export default function TopRecipesList() {
  return (
    <RecipeListState
      result={useTopRecipes()}
      loadingLabel="Loading top recipes…"
      empty={<EmptyState title="No recipes yet. Be the first to add one!" />}
    >
      {(recipes) => <RecipeGrid recipes={recipes} headingLevel="h3" />}
    </RecipeListState>
  );
}
