// Wishlist toggle: saves the recipe to (or removes it from) the signed-in
// user's private wishlist. Signed-out visitors are sent to log in.
import { CounterToggleHost, toggleKey } from './counter-toggle-host';
import { BookmarkIcon } from './toggle-icons';
import { ToggleButton } from './toggle-button';

export function WishlistButton({ recipeId, title }: { recipeId: string; title: string }) {
  return (
    <CounterToggleHost kind="wishlist" recipeId={recipeId}>
      {(saved) => (
        <ToggleButton
          toggle={saved}
          onClass="border-orange-700 bg-orange-700 text-white hover:bg-orange-800"
          offClass="border-stone-300 bg-white text-stone-800 hover:bg-orange-50 hover:text-orange-800"
          sizeClass="p-1.5"
          label={saved.on ? `Remove ${title} from wishlist` : `Save ${title} to wishlist`}
          pressKey={toggleKey('wishlist', recipeId)}
          testId="wishlist-button"
        >
          <BookmarkIcon filled={saved.on} />
        </ToggleButton>
      )}
    </CounterToggleHost>
  );
}
