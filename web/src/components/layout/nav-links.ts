// The site's navigation links, in menu order. `signedInOnly` links are hidden from visitors.
// The sidebar's own list is in sidebar.tsx, which is downloaded when the menu first opens.
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

export function visibleLinks(links: readonly NavLink[], signedIn: boolean): NavLink[] {
  return links.filter((link) => signedIn || !link.signedInOnly);
}
