// What a shopping trip put on the list: how many items, for which recipes at
// what servings, and which entries were skipped and why.
import { Link } from '@tanstack/react-router';
import type { ShoppingTrip, SkipReason } from '@recipe-book/schema/meal-plan-shopping';

const REASONS: Record<SkipReason, string> = { note: 'a note', 'recipe-removed': 'recipe removed' };

interface ShoppingTripMessageProps {
  count: number;
  recipes: ShoppingTrip['recipes'];
  skipped: { name: string; reason: SkipReason }[];
}

export function ShoppingTripMessage({ count, recipes, skipped }: ShoppingTripMessageProps) {
  const forRecipes = recipes.map((recipe) => `${recipe.title} (${recipe.servings} servings)`).join(', ');
  return (
    <span>
      Added {count === 1 ? '1 item' : `${count} items`} to your shopping list for {forRecipes}.
      {skipped.length > 0 &&
        ` Skipped: ${skipped.map((skip) => `“${skip.name}” (${REASONS[skip.reason]})`).join(', ')}.`}{' '}
      <Link to="/shoppingList" className="underline underline-offset-2">
        View list
      </Link>
    </span>
  );
}
