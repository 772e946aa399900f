import { Link } from '@tanstack/react-router';
import { Dialog } from '@/components/ui/dialog';
import { type NavLink, TOP_BAR_LINKS, visibleLinks } from './nav-links';

/** Sidebar: Dashboard first; the rest as in the top bar, then the wishlist, collections, the shopping list, the pantry and the meal plan. */
const SIDEBAR_LINKS: readonly NavLink[] = [
  { to: '/dashboard', label: 'Dashboard', signedInOnly: true },
  ...TOP_BAR_LINKS,
  { to: '/wishlist', label: 'Wishlist', signedInOnly: true },
  { to: '/collections', label: 'Collections', signedInOnly: true },
  { to: '/shoppingList', label: 'Shopping list', signedInOnly: true },
  { to: '/pantry', label: 'Pantry', signedInOnly: true },
  { to: '/mealPlan', label: 'Meal plan', signedInOnly: true },
];

interface SidebarProps {
  onClose: () => void;
  signedIn: boolean;
}

/**
 * The sidebar (Dashboard first when signed in): a modal drawer, so focus stays
 * inside while it is open. The app shell mounts it while it is open.
 */
export function Sidebar({ onClose, signedIn }: SidebarProps) {
  return (
    <Dialog open onClose={onClose} title="Menu" placement="left">
      <nav aria-label="Sidebar">
        <ul className="flex flex-col gap-1">
          {visibleLinks(SIDEBAR_LINKS, signedIn).map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={onClose}
                activeOptions={{ exact: link.to === '/' }}
                className="block rounded-lg px-3 py-2 font-medium text-stone-800 hover:bg-orange-50 focus-visible:outline-2 focus-visible:outline-orange-700 data-[status=active]:bg-orange-100 data-[status=active]:text-orange-900"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Dialog>
  );
}
