import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/layout/page-header';
import { SignedInUser } from '@/features/auth/components/signed-in-user';
import { MyRecipesList } from '@/features/recipes/components/my-recipes-list';

export const Route = createFileRoute('/_main/_auth/myRecipes')({
  head: () => ({ meta: [{ title: 'My Recipes · Recipe Book' }] }),
  component: MyRecipesPage,
});

function MyRecipesPage() {
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="My Recipes">
        <p>The recipes you have shared, ready to update or delete.</p>
      </PageHeader>
      <SignedInUser>{(user) => <MyRecipesList uid={user.uid} />}</SignedInUser>
    </div>
  );
}
