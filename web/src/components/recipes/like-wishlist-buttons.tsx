// The like and wishlist toggles a recipe card and the recipe page show. Like,
// with its count: red and filled when the signed-in user likes the recipe;
// pressing again unlikes. Wishlist: saves the recipe to (or removes it from)
// the signed-in user's private wishlist. Signed-out visitors are sent to log
// in. Their icons are decorative: the buttons carry the words.
import { CounterToggleHost, toggleKey } from './counter-toggle-host';
import { ToggleButton } from './toggle-button';

interface LikeButtonProps {
  recipeId: string;
  title: string;
  likeCount: number;
  /** `large` on the detail page: the word "Like" instead of the count (shown beside it there). */
  size?: 'small' | 'large';
}

export function LikeButton({ recipeId, title, likeCount, size = 'small' }: LikeButtonProps) {
  const large = size === 'large';
  return (
    <CounterToggleHost kind="like" recipeId={recipeId} count={likeCount}>
      {(like) => (
        <ToggleButton
          toggle={like}
          onClass="border-red-600 bg-red-600 text-white hover:bg-red-700"
          offClass="border-stone-300 bg-white text-stone-800 hover:bg-red-50 hover:text-red-700"
          sizeClass={large ? 'px-4 py-2 text-base' : 'px-3 py-1.5 text-sm'}
          // The name stays "Like …" whatever the state: aria-pressed says whether it is on.
          // On the detail page the visible word is the name (the title is the page heading).
          label={large ? undefined : `Like ${title}, ${like.count} ${like.count === 1 ? 'like' : 'likes'}`}
          pressKey={toggleKey('like', recipeId)}
          testId="like-button"
        >
          <HeartIcon filled={like.on} />
          {large ? <span>Like</span> : <span data-testid="like-count">{like.count}</span>}
        </ToggleButton>
      )}
    </CounterToggleHost>
  );
}

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

// The heart and bookmark; filled when on.
interface IconProps {
  filled: boolean;
  className?: string;
}

function ToggleIcon({ filled, className = 'size-5', path }: IconProps & { path: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={path} />
    </svg>
  );
}

const HEART =
  'M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z';
const BOOKMARK = 'M6 3.5h12v17l-6-4.2-6 4.2z';

const HeartIcon = (props: IconProps) => <ToggleIcon {...props} path={HEART} />;
const BookmarkIcon = (props: IconProps) => <ToggleIcon {...props} path={BOOKMARK} />;
