import { createFileRoute, notFound, type NotFoundRouteProps } from '@tanstack/react-router';
import { collectionUrl } from '@recipe-book/schema/collection-json-ld';
import { collectionPath } from '@recipe-book/schema/paths';
import { CollectionNotFound } from '@/features/collections/components/collection-page-states';
import { CollectionPageContent } from '@/features/collections/components/collection-page-content';
import { FollowedRecipes } from '@/features/browse/components/followed-recipes';
import { ReadAsAuthor } from '@/lib/read-as-author';
import { RecipeCard } from '@/components/recipes/recipe-card';

const NOT_FOUND_HEAD = {
  meta: [{ title: 'Collection not found · Recipe Book' }, { name: 'robots', content: 'noindex' }],
};

export const Route = createFileRoute('/_main/collections/$id')({
  // The collection, its cook's name and its readable recipes: in the HTML for readers, crawlers and chat
  // previews, with the head built from them (its builder imported on demand: see collection-head.ts).
  loader: async ({ params, context }) => {
    const [page, { collectionHead }] = await Promise.all([
      context.recipes.collectionPage(params.id),
      import('@/features/collections/collection-head'),
    ]);
    if (!page) throw notFound({ data: { collectionId: params.id } });
    return { page, head: collectionHead(page, context.origin) };
  },
  head: ({ loaderData }) => loaderData?.head ?? NOT_FOUND_HEAD,
  // The router's own spinner and error page (pages of its own would sit in every page's entry script).
  pendingMs: 200,
  notFoundComponent: CollectionNotFoundPage,
  component: CollectionPage,
});

/**
 * The 404 page; its cook, signed in, gets their private collection instead:
 * the same second read as a private recipe's author gets (read-as-author.tsx).
 */
function CollectionNotFoundPage({ data }: NotFoundRouteProps) {
  const collectionId = (data as { collectionId?: string } | undefined)?.collectionId;
  return (
    <>
      <CollectionNotFound />
      {collectionId && <ReadAsAuthor path={collectionPath(collectionId)} />}
    </>
  );
}

function CollectionPage() {
  const { page } = Route.useLoaderData();
  const origin = Route.useRouteContext({ select: (context) => context.origin });
  // The shared recipe card and the browse feature's live copy of a list of recipes, as All Recipes shows them.
  return (
    <CollectionPageContent
      page={page}
      url={collectionUrl(origin, page.collection.id)}
      card={RecipeCard}
      followRecipes={FollowedRecipes}
    />
  );
}
