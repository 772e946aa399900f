import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/layout/page-header';
import { SignedInUser } from '@/features/auth/components/signed-in-user';
import { useListPlace } from '@/features/household/api/use-list-place';
import { PantryView } from '@/features/pantry/components/pantry-view';
import type { ShoppingListPort } from '@/features/pantry/components/pantry-ports';
import { RecipeCard } from '@/components/recipes/recipe-card';
import { Suggestions } from '@/features/browse/components/recipe-filters';
import { addShoppingItems, ShoppingListFullError } from '@/features/shopping-list/api/add-shopping-items';

export const Route = createFileRoute('/_main/_auth/pantry')({
  head: () => ({ meta: [{ title: 'Pantry · Recipe Book' }] }),
  component: PantryPage,
});

// The pantry puts foods on the shopping list through the list's own add, and shows All Recipes' cards and
// food suggestions (features do not import each other).
const shoppingList: ShoppingListPort = {
  add: addShoppingItems,
  refusal: (error) => (error instanceof ShoppingListFullError ? error.message : undefined),
};

function PantryPage() {
  return (
    <>
      <PageHeader title="Pantry">
        <p>
          The foods you have on hand, and the recipes you can cook with them. Only you can see your pantry, or your
          household when you share one.
        </p>
      </PageHeader>
      <SignedInUser>
        {(user) => (
          <PantryView
            user={user}
            usePlace={useListPlace}
            shoppingList={shoppingList}
            card={RecipeCard}
            suggestions={Suggestions}
          />
        )}
      </SignedInUser>
    </>
  );
}
