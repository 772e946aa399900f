import { createFileRoute } from '@tanstack/react-router';
import { recipeUrl } from '@recipe-book/schema/recipe-json-ld';
import { useRecipe } from '@/features/recipes/api/use-recipe';
import { useSignedInUid } from '@/features/recipes/api/use-signed-in-uid';
import { RecipeDetail } from '@/features/recipes/components/recipe-detail';
import { RecipeLoadError, RecipeLoading, RecipeNotFound } from '@/features/recipes/components/recipe-detail-states';
import { recipeHead } from '@/features/recipes/recipe-head';
import { usePageTakenOver } from '@/lib/page-takeover';

export const Route = createFileRoute('/_main/recipes/$id')({
  // Loaded before display, so the page and its head (title, JSON-LD) arrive
  // together: on arrival from the copy in the served HTML, otherwise from
  // Firestore, imported on demand so that it stays out of the first bundle.
  loader: async ({ params, context }) => {
    const served = context.served.recipe(params.id);
    if (served) return served;
    const { fetchRecipe } = await import('@/features/recipes/api/fetch-recipe');
    return fetchRecipe(params.id);
  },
  head: ({ loaderData, match }) => recipeHead(loaderData ?? null, match.context.origin),
  pendingMs: 200,
  pendingComponent: RecipeLoading,
  errorComponent: RecipeLoadError,
  component: RecipePage,
});

function RecipePage() {
  usePageTakenOver();
  const loaded = Route.useLoaderData();
  const { id } = Route.useParams();
  // Live for signed-in cooks (likes by others, edits), with the loaded copy
  // until it answers. A visitor reads the copy the page came with (at most a
  // few minutes old), so that reading a recipe needs no Firestore SDK.
  const signedIn = typeof useSignedInUid() === 'string';
  const live = useRecipe(id, signedIn);
  const recipe = live.status === 'success' ? live.data : loaded;
  const origin = Route.useRouteContext({ select: (context) => context.origin });
  if (!recipe) return <RecipeNotFound />;
  return <RecipeDetail recipe={recipe} url={recipeUrl(origin, recipe.id)} />;
}
