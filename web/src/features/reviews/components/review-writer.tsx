// The review area once Auth has answered (loaded lazily by
// review-writer-host.tsx, with reactfire, react-hook-form and zod): a
// visitor's link to log in, the author's note, or a signed-in cook's own
// review, followed live: the form to write one, or the review with Edit and
// Delete.
import { publicDisplayName } from '@recipe-book/schema/display-name';
import type { ReviewInput } from '@recipe-book/schema/review';
import { useEffect, useState } from 'react';
import { useSigninCheck } from 'reactfire';
import { showAlert } from '@/components/ui/alert-store';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { notify } from '@/components/ui/toast';
import { describeError } from '@/lib/describe-error';
import { useDataChanged } from '@/lib/use-data-changed';
import { WithFirestore } from '@/lib/firebase-providers';
import { deleteReview } from '../api/delete-review';
import { saveReview } from '../api/save-review';
import { useOwnReview } from '../api/use-own-review';
import { reviewChange } from '../rating-totals';
import { EMPTY_REVIEW, toReviewFormValues } from '../review-form-schema';
import { OwnRecipeNote } from './own-recipe-note';
import { OwnReview } from './own-review';
import { ReviewForm } from './review-form';
import { SignInToReview, WriterWaiting } from './review-writer-host';
import type { ReviewWriterProps } from './review-writer-props';

export default function ReviewWriter(props: ReviewWriterProps) {
  const { status, data } = useSigninCheck();
  if (status !== 'success') return <WriterWaiting />;
  if (!data.signedIn) return <SignInToReview />;
  if (data.user.uid === props.recipe.ownerUid) return <OwnRecipeNote />;
  return (
    <ErrorBoundary>
      <WithFirestore fallback={<WriterWaiting />}>
        {/* Keyed by the cook: another cook's review never shows for a moment. */}
        <LiveWriter
          key={data.user.uid}
          {...props}
          uid={data.user.uid}
          displayName={publicDisplayName(data.user.displayName)}
        />
      </WithFirestore>
    </ErrorBoundary>
  );
}

interface LiveWriterProps extends ReviewWriterProps {
  uid: string;
  displayName: string;
}

/** What gets the focus when the area changes after a press (never on arrival). */
type Focus = 'form' | 'review' | undefined;

function LiveWriter({ recipe, uid, displayName, onOwnReview, track }: LiveWriterProps) {
  const own = useOwnReview(recipe.id, uid);
  const [editing, setEditing] = useState(false);
  // While a save runs the form stays, even once the review shows locally: a refusal keeps what was typed.
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [focus, setFocus] = useState<Focus>();
  const dataChanged = useDataChanged();

  const known = own !== undefined;
  useEffect(() => {
    if (known) onOwnReview({ uid });
  }, [known, uid, onOwnReview]);
  useEffect(() => () => onOwnReview(undefined), [onOwnReview]);

  if (own === undefined) return <WriterWaiting />;

  const save = async (review: ReviewInput) => {
    const previous = own?.rating;
    setSaving(true);
    try {
      await track(reviewChange(previous, review.rating), () =>
        saveReview(recipe.id, { uid, displayName }, review, previous),
      );
      dataChanged();
      notify.success(previous === undefined ? 'Thank you! Your review is saved.' : 'Your review is updated.');
      setEditing(false);
      setFocus('review');
    } catch (error) {
      notify.error(`Your review was not saved. ${describeError(error)}`);
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!own) return;
    const answer = await showAlert({
      icon: 'warning',
      title: 'Delete your review?',
      text: 'Your stars and words will be removed from this recipe.',
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
    });
    if (answer !== 'confirm') return;
    setDeleting(true);
    try {
      await track(reviewChange(own.rating, undefined), () => deleteReview(recipe.id, uid, own.rating));
      dataChanged();
      notify.success('Your review is deleted.');
      setFocus('form');
    } catch (error) {
      notify.error(`Your review was not deleted. ${describeError(error)}`);
    } finally {
      setDeleting(false);
    }
  };

  if (own && !editing && !saving) {
    return (
      <OwnReview
        review={own}
        deleting={deleting}
        focusOnOpen={focus === 'review'}
        onDelete={() => void remove()}
        onEdit={() => {
          setEditing(true);
          setFocus('form');
        }}
      />
    );
  }
  return (
    <ReviewForm
      title={editing ? 'Edit your review' : 'Write a review'}
      defaultValues={own ? toReviewFormValues(own) : EMPTY_REVIEW}
      displayName={displayName}
      onSubmit={save}
      focusOnOpen={focus === 'form'}
      onCancel={
        editing
          ? () => {
              setEditing(false);
              setFocus('review');
            }
          : undefined
      }
    />
  );
}
