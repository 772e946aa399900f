import { createFileRoute, Link } from '@tanstack/react-router';
import { PageHeader } from '@/components/layout/page-header';
import { buttonClass } from '@/components/ui/button';

// The carousel, Top Recipes, Upcoming, newsletter and blog sections come in a later issue.
export const Route = createFileRoute('/_main/')({
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <PageHeader title="Discover Recipes That Bring Families Together">
        <p>Home cooks share their favourite dishes here. Browse them, save the ones you love and add your own.</p>
      </PageHeader>
      <Link to="/allRecipes" className={buttonClass('primary')}>
        Explore
      </Link>
    </>
  );
}
