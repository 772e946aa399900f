import { createFileRoute } from '@tanstack/react-router';
import { TOP_LIKED_LIMIT } from '@recipe-book/schema/constants';
import { BlogTeasers } from '@/features/blog/components/blog-teasers';
import { CookToday } from '@/features/home/components/cook-today';
import { HeroCarousel } from '@/features/home/components/hero-carousel';
import { Newsletter } from '@/features/home/components/newsletter';
import { UpcomingRecipes } from '@/features/home/components/upcoming-recipes';
import { TopRecipes } from '@/features/browse/components/top-recipes';

export const Route = createFileRoute('/_main/')({
  loader: ({ context }) => context.recipes.topRecipes(TOP_LIKED_LIMIT.default),
  head: () => ({
    meta: [
      { title: 'Recipe Book · Recipes that bring families together' },
      {
        name: 'description',
        content:
          'Discover home cooks’ most loved recipes: quick healthy meals, international dishes and desserts, with new recipes and kitchen stories every month.',
      },
    ],
  }),
  component: HomePage,
});

function HomePage() {
  const topRecipes = Route.useLoaderData();
  return (
    <>
      <HeroCarousel />
      <CookToday />
      <TopRecipes recipes={topRecipes} />
      <UpcomingRecipes />
      <Newsletter />
      <BlogTeasers />
    </>
  );
}
