// The site's navigation links, in menu order. `signedInOnly` links are hidden from visitors.
import type { LinkProps } from '@tanstack/react-router';

export interface NavLink {
  to: NonNullable<LinkProps['to']>;
  label: string;
  signedInOnly?: boolean;
}

/** Top bar, large screens. */
export const TOP_BAR_LINKS: readonly NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/allRecipes', label: 'All Recipes' },
  { to: '/addRecipe', label: 'Add Recipe' },
  { to: '/aboutUs', label: 'About' },
  { to: '/myRecipes', label: 'My Recipes', signedInOnly: true },
];

/** Sidebar: Dashboard first; the rest as in the top bar, then the wishlist, collections, the shopping list and the meal plan. */
export const SIDEBAR_LINKS: readonly NavLink[] = [
  { to: '/dashboard', label: 'Dashboard', signedInOnly: true },
  ...TOP_BAR_LINKS,
  { to: '/wishlist', label: 'Wishlist', signedInOnly: true },
  { to: '/collections', label: 'Collections', signedInOnly: true },
  { to: '/shoppingList', label: 'Shopping list', signedInOnly: true },
  { to: '/mealPlan', label: 'Meal plan', signedInOnly: true },
];

export function visibleLinks(links: readonly NavLink[], signedIn: boolean): NavLink[] {
  return links.filter((link) => signedIn || !link.signedInOnly);
}
