// The dashboard's own menu: where a cook goes from here.
import { Link, type LinkProps } from '@tanstack/react-router';

const LINKS: { to: NonNullable<LinkProps['to']>; label: string }[] = [
  { to: '/', label: 'Back to Home' },
  { to: '/addRecipe', label: 'Add Recipe' },
  { to: '/myRecipes', label: 'My Recipes' },
  { to: '/profile', label: 'My Profile' },
  { to: '/wishlist', label: 'Wishlist' },
  { to: '/collections', label: 'Collections' },
  { to: '/shoppingList', label: 'Shopping list' },
  { to: '/mealPlan', label: 'Meal plan' },
];

export function DashboardNav() {
  return (
    <nav aria-label="Dashboard" className="rounded-xl border border-stone-200 bg-white p-2 shadow-sm">
      <ul className="flex flex-wrap gap-1 md:flex-col">
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="block rounded-lg px-3 py-2 text-sm font-medium text-stone-800 hover:bg-orange-50 focus-visible:outline-2 focus-visible:outline-orange-700"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
