import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/layout/page-header';

export const Route = createFileRoute('/_main/recipes/$id')({
  head: () => ({ meta: [{ title: 'Recipe · Recipe Book' }] }),
  component: RecipePage,
});

function RecipePage() {
  return (
    <PageHeader title="Recipe details">
      <p>Ingredients, step-by-step instructions, cuisine and preparation time of this recipe.</p>
    </PageHeader>
  );
}
