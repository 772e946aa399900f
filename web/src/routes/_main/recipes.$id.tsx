import { createFileRoute, notFound } from '@tanstack/react-router';
import { recipeUrl } from '@recipe-book/schema/recipe-json-ld';
import { readRecipeReviews } from '@recipe-book/schema/review-listing';
import { RecipeLoadError, RecipeLoading, RecipeNotFound } from '@/features/recipes/components/recipe-detail-states';
import { RecipePageContent } from '@/features/recipes/components/recipe-page-content';
import { recipeHead } from '@/features/recipes/recipe-head';
import { RecipeReviews } from '@/features/reviews/components/recipe-reviews';
import { AddToShoppingList } from '@/features/shopping-list/components/add-to-shopping-list';

export const Route = createFileRoute('/_main/recipes/$id')({
  // The recipe, then its first reviews and star counts (none read for a recipe without a review):
  // in the HTML for readers and search engines (the JSON-LD carries the rating and the newest reviews).
  loader: async ({ params, context }) => {
    const recipe = await context.recipes.recipe(params.id);
    if (!recipe) throw notFound();
    return { recipe, reviews: await readRecipeReviews(context.recipes, recipe) };
  },
  head: ({ loaderData, match }) =>
    recipeHead(loaderData?.recipe ?? null, loaderData?.reviews.page.reviews ?? [], match.context.origin),
  pendingMs: 200,
  pendingComponent: RecipeLoading,
  errorComponent: RecipeLoadError,
  notFoundComponent: RecipeNotFound,
  component: RecipePage,
});

function RecipePage() {
  const { recipe, reviews } = Route.useLoaderData();
  const origin = Route.useRouteContext({ select: (context) => context.origin });
  return (
    <RecipePageContent recipe={recipe} url={recipeUrl(origin, recipe.id)}>
      {(shown) => (
        <>
          <AddToShoppingList key={`shop-${shown.id}`} recipe={shown} servings={shown.servings} />
          <RecipeReviews key={shown.id} recipe={shown} reviews={reviews} />
        </>
      )}
    </RecipePageContent>
  );
}
