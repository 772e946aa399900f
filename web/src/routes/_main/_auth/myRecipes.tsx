import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/layout/page-header';
import { SignedInUser } from '@/features/auth/components/signed-in-user';
import { lazy } from 'react';
import { MyRecipesList, type UpdateDialog } from '@/features/my-recipes/components/my-recipes-list';

// The Update dialog and its form library (react-hook-form, about 17 kB) are downloaded when the
// cook points at or focuses an Update button, not with the page, which keeps My Recipes within
// the signed-in JavaScript budget. The service worker keeps every chunk once it is installed, so
// Update opens offline too; only offline within seconds of a first visit would the download
// fail, and the list's error boundary then says so, with a retry.
const loadUpdateDialog = () => import('@/features/recipe-editor/components/update-recipe-dialog');
const updateDialog: UpdateDialog = {
  Dialog: lazy(() => loadUpdateDialog().then((module) => ({ default: module.UpdateRecipeDialog }))),
  preload: () => void loadUpdateDialog().catch(() => undefined),
};

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
      <SignedInUser>{(user) => <MyRecipesList uid={user.uid} updateDialog={updateDialog} />}</SignedInUser>
    </div>
  );
}
