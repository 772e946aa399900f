// Like toggle with its count: red and filled when the signed-in user likes the
// recipe; pressing again unlikes. Signed-out visitors are sent to log in.
import { likeRecipe } from '../api/like-recipe';
import { unlikeRecipe } from '../api/unlike-recipe';
import { useLiked } from '../api/use-liked';
import { useSignedInUid } from '../api/use-signed-in-uid';
import { HeartIcon } from './icons';
import { useCounterToggle } from './use-counter-toggle';

interface LikeButtonProps {
  recipeId: string;
  title: string;
  likeCount: number;
  /** `large` on the detail page: the word "Like" instead of the count (shown beside it there). */
  size?: 'small' | 'large';
}

export function LikeButton({ recipeId, title, likeCount, size = 'small' }: LikeButtonProps) {
  const uid = useSignedInUid();
  const liked = useLiked(recipeId, uid);
  const like = useCounterToggle({
    live: liked,
    turnOn: (uid) => likeRecipe(recipeId, uid),
    turnOff: (uid) => unlikeRecipe(recipeId, uid),
    count: likeCount,
    action: (on) => (on ? 'like this recipe' : 'remove your like'),
  });
  const colour = like.on
    ? 'border-red-600 bg-red-600 text-white hover:bg-red-700'
    : 'border-stone-300 bg-white text-stone-800 hover:bg-red-50 hover:text-red-700';
  const padding = size === 'large' ? 'px-4 py-2 text-base' : 'px-3 py-1.5 text-sm';
  return (
    <button
      type="button"
      onClick={like.toggle}
      aria-pressed={like.on}
      aria-busy={like.busy || undefined}
      // The name stays "Like …" whatever the state: aria-pressed says whether it is on.
      // On the detail page the visible word is the name (the title is the page heading).
      aria-label={size === 'large' ? undefined : `Like ${title}, ${like.count} ${like.count === 1 ? 'like' : 'likes'}`}
      data-testid="like-button"
      className={`inline-flex items-center gap-1.5 rounded-full border font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 ${colour} ${padding}`}
    >
      <HeartIcon filled={like.on} />
      {size === 'large' ? <span>Like</span> : <span data-testid="like-count">{like.count}</span>}
    </button>
  );
}
