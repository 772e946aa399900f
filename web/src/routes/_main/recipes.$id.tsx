import { createFileRoute, notFound } from '@tanstack/react-router';
import { recipeUrl } from '@recipe-book/schema/recipe-json-ld';
import { RecipeLoadError, RecipeLoading, RecipeNotFound } from '@/features/recipes/components/recipe-detail-states';
import { RecipePageContent } from '@/features/recipes/components/recipe-page-content';
import { recipeHead } from '@/features/recipes/recipe-head';

export const Route = createFileRoute('/_main/recipes/$id')({
  loader: async ({ params, context }) => {
    const recipe = await context.recipes.recipe(params.id);
    if (!recipe) throw notFound();
    return recipe;
  },
  head: ({ loaderData, match }) => recipeHead(loaderData ?? null, match.context.origin),
  pendingMs: 200,
  pendingComponent: RecipeLoading,
  errorComponent: RecipeLoadError,
  notFoundComponent: RecipeNotFound,
  component: RecipePage,
});

function RecipePage() {
  const recipe = Route.useLoaderData();
  const origin = Route.useRouteContext({ select: (context) => context.origin });
  return <RecipePageContent recipe={recipe} url={recipeUrl(origin, recipe.id)} />;
}
