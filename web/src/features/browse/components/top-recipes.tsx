// Home's most liked recipes in 1, 2 or 3 columns, and the way to all of them,
// from Home's loader data, kept current once the page has loaded.
import { Link } from '@tanstack/react-router';
import type { ListedRecipe } from '@recipe-book/schema/listed-recipe';
import { buttonClass } from '@/components/ui/button';
import { RecipeGrid } from './recipe-grid';
import { FollowedRecipes } from './followed-recipes';
import { EmptyState } from '@/components/recipes/recipe-list-state';

export function TopRecipes({ recipes }: { recipes: ListedRecipe[] }) {
  return (
    <section aria-labelledby="top-recipes-title">
      <h2 id="top-recipes-title" className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">
        Top Recipes
      </h2>
      {recipes.length === 0 ? (
        <EmptyState title="No recipes yet. Be the first to add one!" />
      ) : (
        <FollowedRecipes recipes={recipes}>
          {(shown) => <RecipeGrid recipes={shown} headingLevel="h3" />}
        </FollowedRecipes>
      )}
      <div className="mt-8 flex justify-center">
        <Link to="/allRecipes" className={buttonClass('secondary', 'px-6 py-3 text-base')}>
          See All Recipes
        </Link>
      </div>
    </section>
  );
}
