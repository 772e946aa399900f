import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/layout/page-header';

export const Route = createFileRoute('/_main/allRecipes')({
  head: () => ({ meta: [{ title: 'All Recipes · Recipe Book' }] }),
  component: AllRecipesPage,
});

function AllRecipesPage() {
  return (
    <PageHeader title="All Recipes">
      <p>Every recipe shared by our cooks, with filters by cuisine, search and sorting by preparation time.</p>
    </PageHeader>
  );
}
