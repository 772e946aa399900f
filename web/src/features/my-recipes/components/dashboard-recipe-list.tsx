// The dashboard's compact list of the user's own recipes.
import type { Recipe } from '@recipe-book/schema/recipe';
import { RatingText } from '@/components/ui/rating-text';
import { EmptyState, RecipeListState } from '@/components/recipes/recipe-list-state';
import { RecipeImage } from '@/components/ui/recipe-image';
import { countText, RecipeFacts, RecipeTitle } from '@/components/recipes/recipe-summary';

/** `recipes` is undefined while the list loads. */
export function DashboardRecipeList({ recipes }: { recipes: Recipe[] | undefined }) {
  return (
    <RecipeListState
      recipes={recipes}
      loadingLabel="Loading your recipes…"
      empty={<EmptyState title="You haven’t added any recipes yet." />}
    >
      {(list) => (
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white shadow-sm">
          {list.map((recipe) => (
            <li key={recipe.id} className="flex items-center gap-4 p-3">
              <div className="w-20 shrink-0 overflow-hidden rounded-lg">
                <RecipeImage src={recipe.image} alt="" sizes="5rem" />
              </div>
              <div className="min-w-0 flex-1">
                <RecipeTitle recipe={recipe} level="h3" className="line-clamp-2 font-semibold text-stone-900" />
                <RecipeFacts
                  facts={[
                    recipe.cuisine,
                    `${recipe.prepTime} mins`,
                    countText(recipe.likeCount, 'like', 'likes'),
                    `wishlisted ${recipe.wishlistCount}×`,
                    <RatingText key="rating" ratingSum={recipe.ratingSum} ratingCount={recipe.ratingCount} />,
                  ]}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </RecipeListState>
  );
}
