import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/layout/page-header';

export const Route = createFileRoute('/_main/_auth/addRecipe')({
  head: () => ({ meta: [{ title: 'Add Recipe · Recipe Book' }] }),
  component: AddRecipePage,
});

function AddRecipePage() {
  return (
    <PageHeader title="Add Recipe">
      <p>Share a recipe with the community: its picture, ingredients, steps, cuisine and preparation time.</p>
    </PageHeader>
  );
}
