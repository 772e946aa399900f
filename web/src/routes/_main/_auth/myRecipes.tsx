import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/layout/page-header';

export const Route = createFileRoute('/_main/_auth/myRecipes')({
  head: () => ({ meta: [{ title: 'My Recipes · Recipe Book' }] }),
  component: MyRecipesPage,
});

function MyRecipesPage() {
  return (
    <PageHeader title="My Recipes">
      <p>The recipes you have shared, ready to update or delete.</p>
    </PageHeader>
  );
}
