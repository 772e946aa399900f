// Decides who the review area is for without loading anything a visitor does
// not need: on a device where nobody has signed in it is a visitor's at once
// (a link to log in and come back), with no Auth and no Firestore; otherwise
// Auth says who it is (review-writer.tsx, loaded lazily with reactfire,
// react-hook-form and zod), and a signed-in cook writes, edits or deletes
// their own review there.
import { Link } from '@tanstack/react-router';
import { lazy } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { REVIEWS_SECTION_ID } from '@/config/ui';
import { AuthGate } from '@/lib/auth-gate';
import { useLoginRedirect } from '@/lib/use-sign-in-first';
import type { ReviewWriterProps } from './review-writer-props';

const ReviewWriter = lazy(() => import('./review-writer'));

export function ReviewWriterHost(props: ReviewWriterProps) {
  return (
    <AuthGate visitor={<SignInToReview />} waiting={<WriterWaiting />} onError="message">
      <ReviewWriter {...props} />
    </AuthGate>
  );
}

/** A visitor's way to write one: log in, and come back to the reviews. */
export function SignInToReview() {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <p className="text-stone-700">Made this recipe? Tell other cooks how it went.</p>
      <Link to="/login" search={useLoginRedirect(REVIEWS_SECTION_ID)} className={buttonClass('primary')}>
        Sign in to write a review
      </Link>
    </div>
  );
}

/** Until it is known who is signed in (and what they wrote). */
export function WriterWaiting() {
  return (
    <div className="flex min-h-20 items-center justify-center rounded-xl border border-stone-200 bg-white p-5">
      <Spinner size="sm" label="Loading your review…" />
    </div>
  );
}
