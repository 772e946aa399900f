// Wishlist toggle: saves the recipe to (or removes it from) the signed-in
// user's private wishlist. Signed-out visitors are sent to log in.
import { addToWishlist } from '../api/add-to-wishlist';
import { removeFromWishlist } from '../api/remove-from-wishlist';
import { useWishlisted } from '../api/use-wishlisted';
import { useSignedInUid } from '../api/use-signed-in-uid';
import { BookmarkIcon } from './icons';
import { useCounterToggle } from './use-counter-toggle';

interface WishlistButtonProps {
  recipeId: string;
  title: string;
}

export function WishlistButton({ recipeId, title }: WishlistButtonProps) {
  const uid = useSignedInUid();
  const wishlisted = useWishlisted(recipeId, uid);
  const saved = useCounterToggle({
    live: wishlisted,
    turnOn: (uid) => addToWishlist(recipeId, uid),
    turnOff: (uid) => removeFromWishlist(recipeId, uid),
    action: (on) => (on ? 'save this recipe to your wishlist' : 'remove this recipe from your wishlist'),
  });
  const colour = saved.on
    ? 'border-orange-700 bg-orange-700 text-white hover:bg-orange-800'
    : 'border-stone-300 bg-white text-stone-800 hover:bg-orange-50 hover:text-orange-800';
  return (
    <button
      type="button"
      onClick={saved.toggle}
      aria-pressed={saved.on}
      aria-busy={saved.busy || undefined}
      aria-label={saved.on ? `Remove ${title} from wishlist` : `Save ${title} to wishlist`}
      data-testid="wishlist-button"
      className={`inline-flex items-center justify-center rounded-full border p-1.5 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 ${colour}`}
    >
      <BookmarkIcon filled={saved.on} />
    </button>
  );
}
