import { createFileRoute, notFound } from '@tanstack/react-router';
import { cookHead } from '@/features/cooks/cook-head';
import { CookCollections } from '@/features/collections/components/cook-collections';
import { CookProfileHeader } from '@/features/cooks/components/cook-profile-header';
import { FollowedCook } from '@/features/cooks/components/followed-cook';
import { cookPageSearch } from '@/features/browse/browse-search';
import { CookRecipeList } from '@/features/browse/components/cook-recipe-list';

export const Route = createFileRoute('/_main/cooks/$uid')({
  // The loader (with the head it builds) downloads with the page, not with every page of the site:
  // the JSON-LD builder stays out of what a visitor to any other page loads first.
  codeSplitGroupings: [['loader', 'component']],
  // The URL holds only the position in the cook's recipes (cookPageSearch): all of it chooses the page.
  validateSearch: cookPageSearch,
  loaderDeps: ({ search }) => search,
  // The profile with its kept totals, one page of the cook's public recipes and their public
  // collections: in the HTML for readers and search engines (the JSON-LD ProfilePage). An unknown
  // cook is the app's 404 page.
  loader: async ({ params, context: { recipes, origin }, deps }) => {
    const [cook, page, collections] = await Promise.all([
      recipes.cook(params.uid),
      recipes.recipesPage({ ...deps, cookUid: params.uid }),
      recipes.cookCollections(params.uid),
    ]);
    if (!cook) throw notFound();
    return { cook, page, collections, head: cookHead(cook, origin) };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: CookPage,
});

// Once the page has loaded, each part follows its data live (issue 25): the header
// (followed-cook.tsx), the recipes (followed-recipes.tsx) and the collections.
function CookPage() {
  const { cook: loaded, page, collections } = Route.useLoaderData();
  const search = Route.useSearch();
  return (
    <FollowedCook cook={loaded}>
      {(cook) => (
        <div className="flex flex-col gap-10">
          <CookProfileHeader cook={cook} />
          <section aria-labelledby="cook-recipes-heading">
            <h2 id="cook-recipes-heading" className="mb-4 text-2xl font-bold text-stone-900">
              Recipes by {cook.displayName}
            </h2>
            <CookRecipeList
              cookUid={cook.uid}
              displayName={cook.displayName}
              search={search}
              page={page}
              total={cook.recipeCount}
            />
          </section>
          <CookCollections uid={cook.uid} displayName={cook.displayName} collections={collections} />
        </div>
      )}
    </FollowedCook>
  );
}
