// Like toggle with its count: red and filled when the signed-in user likes the
// recipe; pressing again unlikes. Signed-out visitors are sent to log in.
import { CounterToggleHost, toggleKey } from './counter-toggle-host';
import { HeartIcon } from './toggle-icons';
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
