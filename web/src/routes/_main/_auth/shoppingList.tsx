import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/layout/page-header';
import { SignedInUser } from '@/features/auth/components/signed-in-user';
import { useListPlace } from '@/features/household/api/use-list-place';
import { addLinesToPantry } from '@/features/pantry/pantry-from-list';
import { ShoppingListView } from '@/features/shopping-list/components/shopping-list-view';

export const Route = createFileRoute('/_main/_auth/shoppingList')({
  head: () => ({ meta: [{ title: 'Shopping list · Recipe Book' }] }),
  component: ShoppingListPage,
});

function ShoppingListPage() {
  return (
    <>
      <PageHeader title="Shopping list">
        <p>
          The ingredients of the recipes you want to cook, and anything you add by hand. Tick them off in the shop; it
          works without signal too. Only you can see this list, or your household when you share one.
        </p>
      </PageHeader>
      <SignedInUser>
        {(user) => <ShoppingListView user={user} usePlace={useListPlace} pantry={addLinesToPantry} />}
      </SignedInUser>
    </>
  );
}
