import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/layout/page-header';
import { SignedInUser } from '@/features/auth/components/signed-in-user';
import { AddRecipeForm } from '@/features/recipe-editor/components/add-recipe-form';

export const Route = createFileRoute('/_main/_auth/addRecipe')({
  head: () => ({ meta: [{ title: 'Add Recipe · Recipe Book' }] }),
  component: AddRecipePage,
});

function AddRecipePage() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Add Recipe">
        <p>Share a recipe with the community: its picture, ingredients, steps, cuisine and preparation time.</p>
      </PageHeader>
      {/* Keyed by account: a draft belongs to the user who typed it. */}
      <SignedInUser>{(user) => <AddRecipeForm key={user.uid} owner={user} />}</SignedInUser>
    </div>
  );
}
