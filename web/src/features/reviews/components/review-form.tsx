// Write or edit a review: the stars (required), the words (optional, up to
// 2000 characters, with a count), Save. A refused save keeps what was typed.
import { REVIEW_LIMITS } from '@recipe-book/schema/constants';
import type { ReviewInput } from '@recipe-book/schema/review';
import { useEffect, useId, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/form-fields';
import { reviewFormResolver, type ReviewFormValues } from '../review-form-schema';
import { StarPicker } from './star-picker';

interface ReviewFormProps {
  title: string;
  defaultValues: ReviewFormValues;
  /** The public name the review will show. */
  displayName: string;
  /** A rejection keeps the form as it is (the caller says why). */
  onSubmit: (review: ReviewInput) => Promise<void>;
  /** Editing: a way back to the review as it is. */
  onCancel?: (() => void) | undefined;
  /** Opened by a press (Edit, or after a delete): the stars take the focus. */
  focusOnOpen?: boolean;
}

export function ReviewForm({ title, defaultValues, displayName, onSubmit, onCancel, focusOnOpen }: ReviewFormProps) {
  const titleId = useId();
  const form = useForm<ReviewFormValues, unknown, ReviewInput>({
    resolver: reviewFormResolver,
    mode: 'onTouched',
    defaultValues,
  });
  const [rating, text] = useWatch({ control: form.control, name: ['rating', 'text'] });
  const { errors, isSubmitting } = form.formState;
  const starsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focusOnOpen) return;
    // The chosen star when editing, else the first: where a keyboard user would land by Tab.
    const radios = starsRef.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    const checked = [...(radios ?? [])].find((radio) => radio.checked);
    (checked ?? radios?.[0])?.focus();
  }, [focusOnOpen]);

  return (
    <form
      aria-labelledby={titleId}
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h3 id={titleId} className="text-lg font-semibold text-stone-900">
        {title}
      </h3>
      <div ref={starsRef}>
        <StarPicker radio={form.register('rating')} value={rating} error={errors.rating?.message} />
      </div>
      <TextArea
        label="Your review (optional)"
        hint={`${text.length} / ${REVIEW_LIMITS.text.max} characters. What did you change, how did it turn out?`}
        maxLength={REVIEW_LIMITS.text.max}
        rows={4}
        error={errors.text?.message}
        {...form.register('text')}
      />
      <div className="flex flex-wrap items-center justify-end gap-2">
        <p className="mr-auto text-sm text-stone-700">
          Shown with your name, <span className="font-medium break-words">{displayName}</span>.
        </p>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" busy={isSubmitting}>
          Save review
        </Button>
      </div>
    </form>
  );
}
