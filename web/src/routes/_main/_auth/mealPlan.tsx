import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/layout/page-header';
import { SignedInUser } from '@/features/auth/components/signed-in-user';
import { useListPlace } from '@/features/household/api/use-list-place';
import type { ShoppingListPort } from '@/features/meal-plan/components/use-shopping-trip';
import { MealPlanner } from '@/features/meal-plan/components/meal-planner';
import { weekShown } from '@/features/meal-plan/week-search';
import { addShoppingItems, ShoppingListFullError } from '@/features/shopping-list/api/add-shopping-items';

export const Route = createFileRoute('/_main/_auth/mealPlan')({
  // `?week=` is the Monday shown: kept as text here (this check is in every page's first load), and read by
  // weekShown() on the page, where another day stands for its week and anything else for this week.
  validateSearch: (search: Record<string, unknown>): { week?: string | undefined } => ({
    week: typeof search.week === 'string' ? search.week : undefined,
  }),
  head: () => ({ meta: [{ title: 'Meal plan · Recipe Book' }] }),
  component: MealPlanPage,
});

// The planner puts its shopping trips on the list through the shopping list's own add (features do not import each other).
const shoppingList: ShoppingListPort = {
  add: addShoppingItems,
  refusal: (error) => (error instanceof ShoppingListFullError ? error.message : undefined),
};

function MealPlanPage() {
  const { week } = Route.useSearch();
  return (
    <>
      <PageHeader title="Meal plan">
        <p>
          What you will cook this week, day by day. Drag a meal to another day, or use its menu. Only you (and your
          household, when you share one) can see your plan, and it works without signal too.
        </p>
      </PageHeader>
      <SignedInUser>
        {(user) => (
          <MealPlanner user={user} usePlace={useListPlace} week={weekShown(week)} shoppingList={shoppingList} />
        )}
      </SignedInUser>
    </>
  );
}
