// The reviews area from data passed in: the summary and star bars from the recipe's totals; the
// list newest first, text as text, paged by "Show more reviews" through a ReviewReader; what the
// writer offers a visitor (log in and come back), the author (why not), and a cook (the form with
// its keyboard-driven stars, its message without stars, Edit and Delete of their own review).
import type { Review, ReviewReader, ReviewsPage } from '@recipe-book/schema/review-listing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast as toastStore } from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { renderWithRouter } from '@/test/render-with-router';
import { EMPTY_REVIEW } from '../review-form-schema';
import { OwnRecipeNote } from './own-recipe-note';
import { OwnReview } from './own-review';
import { RatingSummary } from './rating-summary';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';
import { SignInToReview } from './review-writer-host';
import { useReviewPages } from './use-review-pages';

afterEach(() => {
  toastStore.remove();
});

const START = Date.parse('2026-03-01T12:00:00Z');
const aReview = (i: number, text = `Review number ${i}`): Review => ({
  id: `reviewer-${i}`,
  rating: (i % 5) + 1,
  text,
  displayName: `Cook ${i}`,
  createdAt: new Date(START + i * 3_600_000),
  updatedAt: new Date(START + i * 3_600_000),
});
/** Twelve reviews, newest first, as the store pages them: ten, then two. */
const NEWEST_FIRST = Array.from({ length: 12 }, (_, i) => aReview(i)).reverse();
const FIRST_PAGE: ReviewsPage = { reviews: NEWEST_FIRST.slice(0, 10), nextCursor: 'after-10' };

function Reviews({ first, reader, hiddenId }: { first: ReviewsPage; reader: ReviewReader; hiddenId?: string }) {
  const pages = useReviewPages('pepper-soup', first, undefined, reader);
  return (
    <>
      <h2 id="reviews-heading">Reviews</h2>
      <ReviewList pages={pages} hiddenId={hiddenId} labelledBy="reviews-heading" />
      <Toaster />
    </>
  );
}

const listed = () => screen.queryAllByTestId('review');

describe('the list', () => {
  it('pages newest first with "Show more reviews", reading after the last page, until there is no more', async () => {
    let answer!: (page: ReviewsPage) => void;
    const reviewsPage = vi.fn<ReviewReader['reviewsPage']>(() => new Promise((resolve) => (answer = resolve)));
    await renderWithRouter(<Reviews first={FIRST_PAGE} reader={{ reviewsPage }} />);
    expect(listed()).toHaveLength(10);
    expect(listed()[0]).toHaveTextContent('Review number 11');
    expect(screen.getByRole('list', { name: 'Reviews' })).toBeInTheDocument();

    const more = screen.getByRole('button', { name: 'Show more reviews' });
    await userEvent.click(more);
    expect(reviewsPage).toHaveBeenCalledWith('pepper-soup', 'after-10');
    expect(more).toHaveAttribute('aria-busy', 'true');
    // One more page arrives, with a review already shown (written meanwhile): it shows once.
    await act(async () => answer({ reviews: [NEWEST_FIRST[9] as Review, ...NEWEST_FIRST.slice(10)] }));
    expect(listed()).toHaveLength(12);
    expect(listed().at(-1)).toHaveTextContent('Review number 0');
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });

  it('says so when the next page cannot be read, and keeps the button', async () => {
    const reviewsPage = vi.fn(() => Promise.reject(Object.assign(new Error('offline'), { code: 'unavailable' })));
    await renderWithRouter(<Reviews first={FIRST_PAGE} reader={{ reviewsPage }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(
      await screen.findByText(
        "Could not load more reviews. We couldn't reach the server. Check your connection and try again.",
      ),
    ).toBeInTheDocument();
    expect(listed()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Show more reviews' })).toBeEnabled();
  });

  it('shows a review as text, with its stars and day, and leaves the cook’s own out', async () => {
    const markup = aReview(20, '<b>not bold</b>\nsecond line');
    await renderWithRouter(
      <Reviews first={{ reviews: [markup, aReview(3)] }} reader={{ reviewsPage: vi.fn() }} hiddenId="reviewer-3" />,
    );
    expect(listed()).toHaveLength(1);
    const review = listed()[0] as HTMLElement;
    expect(review).toHaveTextContent('<b>not bold</b>');
    expect(review.querySelector('b')).toBeNull();
    expect(within(review).getByRole('img', { name: 'Rated 1 out of 5' })).toBeInTheDocument();
    expect(review.querySelector('time')).toHaveAttribute('datetime', '2026-03-02T08:00:00.000Z');
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });
});

describe('the summary', () => {
  const bars = () =>
    [5, 4, 3, 2, 1].map((stars) => screen.getByTestId(`star-bar-${stars}`).lastElementChild?.firstChild?.textContent);

  it('gives the average, the count and one bar per star value, 5 stars first', () => {
    render(<RatingSummary totals={{ count: 12, sum: 34, stars: { '1': 3, '2': 3, '3': 2, '4': 2, '5': 2 } }} />);
    expect(screen.getByRole('img', { name: 'Rated 2.8 out of 5 from 12 reviews' })).toHaveTextContent('2.8');
    expect(screen.getByTestId('rating-count')).toHaveTextContent('12 reviews');
    expect(bars()).toEqual(['2', '2', '2', '3', '3']);
  });

  it('says when there is no review yet', () => {
    render(<RatingSummary totals={{ count: 0, sum: 0, stars: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } }} />);
    expect(screen.getByTestId('rating-summary')).toHaveAccessibleName('No reviews yet');
    expect(bars()).toEqual(['0', '0', '0', '0', '0']);
  });
});

describe('the writer', () => {
  it('sends a visitor to log in, and back to the reviews of this page', async () => {
    const { router } = await renderWithRouter(<SignInToReview />, { path: '/recipes/pepper-soup' });
    await userEvent.click(screen.getByRole('link', { name: 'Sign in to write a review' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/recipes/pepper-soup#reviews' });
  });

  it('tells the author why there is no form', () => {
    render(<OwnRecipeNote />);
    expect(screen.getByText(/This is your recipe, so you can’t review it/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('takes the stars from the keyboard and the words, and saves them', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    render(
      <ReviewForm
        title="Write a review"
        defaultValues={EMPTY_REVIEW}
        displayName="Rita Reviewer"
        onSubmit={onSubmit}
      />,
    );
    const form = screen.getByRole('form', { name: 'Write a review' });
    expect(form).toHaveTextContent('Shown with your name, Rita Reviewer.');
    expect(form).toHaveTextContent('Not rated yet');
    act(() => within(form).getByRole('radio', { name: '1 star' }).focus());
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(form).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(form).toHaveTextContent('4 of 5 stars');
    await user.tab();
    await user.keyboard('Used half the chilli.{Enter}Still great.');
    expect(form).toHaveTextContent('34 / 2000 characters.');
    await user.click(within(form).getByRole('button', { name: 'Save review' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { rating: 4, text: 'Used half the chilli.\nStill great.' },
      expect.anything(),
    );
  });

  it('asks for stars before saving', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(
      <ReviewForm
        title="Write a review"
        defaultValues={EMPTY_REVIEW}
        displayName="Rita Reviewer"
        onSubmit={onSubmit}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save review' }));
    expect(await screen.findByText('Choose a rating from 1 to 5 stars')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Your rating' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edits a review from its stars, with a way back', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const onCancel = vi.fn();
    render(
      <ReviewForm
        title="Edit your review"
        defaultValues={{ rating: '4', text: 'Still great.' }}
        displayName="Rita Reviewer"
        onSubmit={onSubmit}
        onCancel={onCancel}
        focusOnOpen
      />,
    );
    const form = screen.getByRole('form', { name: 'Edit your review' });
    expect(within(form).getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await userEvent.click(within(form).getByText('2 stars'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save review' }));
    expect(onSubmit).toHaveBeenCalledWith({ rating: 2, text: 'Still great.' }, expect.anything());
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('shows the cook’s own review with Edit and Delete, busy while deleting', () => {
    const review = aReview(3, 'Still great.');
    const { rerender } = render(<OwnReview review={review} onEdit={vi.fn()} onDelete={vi.fn()} deleting={false} />);
    const own = screen.getByTestId('own-review');
    expect(within(own).getByRole('heading', { name: 'Your review' })).toBeInTheDocument();
    expect(own).toHaveTextContent('Still great.');
    rerender(<OwnReview review={review} onEdit={vi.fn()} onDelete={vi.fn()} deleting />);
    expect(within(own).getByRole('button', { name: 'Edit review' })).toBeDisabled();
    expect(within(own).getByRole('button', { name: 'Delete review' })).toHaveAttribute('aria-busy', 'true');
  });
});
