// Follows a recipe's newest reviews live (loaded lazily, with reactfire and
// Firestore, by recipe-reviews.tsx) and reports every server reading. Should
// following fail (offline), the list keeps the reviews it has.
import type { Review } from '@recipe-book/schema/review-listing';
import { useEffect } from 'react';
import { QuietFollowBoundary } from '@/lib/follow-boundary';
import { useLiveFirstReviews } from '../api/use-live-first-reviews';

interface ReviewsFollowerProps {
  recipeId: string;
  onChange: (reviews: Review[]) => void;
}

function FollowReviews({ recipeId, onChange }: ReviewsFollowerProps) {
  const live = useLiveFirstReviews(recipeId);
  useEffect(() => {
    if (live) onChange(live);
  }, [live, onChange]);
  return null;
}

export default function ReviewsFollower(props: ReviewsFollowerProps) {
  return (
    <QuietFollowBoundary>
      <FollowReviews {...props} />
    </QuietFollowBoundary>
  );
}
