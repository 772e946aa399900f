// Follows a recipe's newest reviews live (loaded lazily, with reactfire and
// Firestore, by recipe-reviews.tsx) and reports every server reading. Should
// following fail (offline), the list keeps the reviews it has.
import { quietFollower } from '@/lib/live-follower';
import { useLiveFirstReviews } from '../api/use-live-first-reviews';

const useFollowedReviews = ({ recipeId }: { recipeId: string }) => useLiveFirstReviews(recipeId);

export default quietFollower(useFollowedReviews);
