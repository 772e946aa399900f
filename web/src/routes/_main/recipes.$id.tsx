import { createFileRoute, notFound, type NotFoundRouteProps } from '@tanstack/react-router';
import { useCallback } from 'react';
import { recipePath } from '@recipe-book/schema/paths';
import { recipeUrl } from '@recipe-book/schema/recipe-json-ld';
import { readRecipeReviews } from '@recipe-book/schema/review-listing';
import { RecipeLoadError, RecipeNotFound } from '@/features/recipe-page/components/recipe-detail-states';
import { RecipeLoading } from '@/features/recipe-page/components/recipe-loading';
import { RecipePageContent } from '@/features/recipe-page/components/recipe-page-content';
import { ReadAsAuthor } from '@/lib/read-as-author';
import { validateServingsSearch } from '@/features/recipe-page/servings';
import { SaveToCollection } from '@/features/collections/components/save-to-collection';
import { AddToMealPlan } from '@/features/meal-plan/components/add-to-meal-plan';
import { RecipeReviews } from '@/features/reviews/components/recipe-reviews';
import { AddToShoppingList } from '@/features/shopping-list/components/add-to-shopping-list';

// What recipe-head.ts says of a missing recipe, without importing it.
const NOT_FOUND_HEAD = { meta: [{ title: 'Recipe not found · Recipe Book' }, { name: 'robots', content: 'noindex' }] };

export const Route = createFileRoute('/_main/recipes/$id')({
  // The servings shown (?servings=6) scale what the page shows, not what it reads: no loaderDeps.
  validateSearch: validateServingsSearch,
  // The recipe (its rating counters and star counts), then its first reviews (none read without a review):
  // in the HTML for readers and search engines (the JSON-LD carries the rating and the newest reviews).
  // The head is built here, its builder imported on demand: code that head() imported itself would
  // sit in the script every page loads first (the route tree is part of it).
  loader: async ({ params, context }) => {
    const [recipe, { recipeHead }] = await Promise.all([
      context.recipes.recipe(params.id),
      import('@/features/recipe-page/recipe-head'),
    ]);
    if (!recipe) throw notFound({ data: { recipeId: params.id } });
    const reviews = await readRecipeReviews(context.recipes, recipe);
    // The server converts the lines into metric and US units for the browser (lib/units/lines-in-units.ts);
    // the browser's build drops this branch, and with it the conversion code.
    const inUnits = import.meta.env.SSR
      ? (await import('@/lib/units/recipe-in-units')).recipeInUnits(recipe)
      : undefined;
    return { recipe, reviews, inUnits, head: recipeHead(recipe, reviews.reviews, context.origin) };
  },
  head: ({ loaderData }) => loaderData?.head ?? NOT_FOUND_HEAD,
  pendingMs: 200,
  pendingComponent: RecipeLoading,
  errorComponent: RecipeLoadError,
  notFoundComponent: RecipeNotFoundPage,
  component: RecipePage,
});

/**
 * The 404 page; its author, signed in, gets their private recipe instead
 * (read-as-author.tsx). The loader's `notFound` passes the id along.
 */
function RecipeNotFoundPage({ data }: NotFoundRouteProps) {
  const recipeId = (data as { recipeId?: string } | undefined)?.recipeId;
  return (
    <>
      <RecipeNotFound />
      {recipeId && <ReadAsAuthor path={recipePath(recipeId)} />}
    </>
  );
}

function RecipePage() {
  const { recipe, reviews, inUnits } = Route.useLoaderData();
  const { servings } = Route.useSearch();
  const origin = Route.useRouteContext({ select: (context) => context.origin });
  const navigate = Route.useNavigate();
  // A new choice replaces the history entry: Back leaves the recipe, not the last servings.
  const onServingsChange = useCallback(
    (next: number | undefined) => void navigate({ search: { servings: next }, replace: true, resetScroll: false }),
    [navigate],
  );
  return (
    <RecipePageContent
      recipe={recipe}
      url={recipeUrl(origin, recipe.id)}
      servings={servings}
      onServingsChange={onServingsChange}
      inUnits={inUnits}
    >
      {(shown, shownServings) => (
        <>
          <AddToShoppingList key={`shop-${shown.id}`} recipe={shown} servings={shownServings} />
          <AddToMealPlan key={`plan-${shown.id}`} recipe={shown} servings={shownServings} />
          <SaveToCollection key={`save-${shown.id}`} recipe={shown} />
          <RecipeReviews key={shown.id} recipe={shown} reviews={reviews} />
        </>
      )}
    </RecipePageContent>
  );
}
