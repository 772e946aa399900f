// The dashboard's numbers: every recipe (the kept total, followed live), and
// from the live list of the
// user's own recipes: how many there are, how often they were wishlisted, and
// the reviews they received with their average (summed over the recipes'
// exact rating counters).
import type { ReactNode } from 'react';
import { useRecipeTotals } from '../api/use-recipe-totals';
import { type OwnCounts, receivedAverage } from '../own-counts';

type Counts = Partial<OwnCounts & { total: number }>;

/** "4.3 ★" (said as "4.3 out of 5"); a dash (said as "No reviews yet") before the first review. */
function averageRating(ratingSum: number, reviews: number): ReactNode {
  const average = receivedAverage({ ratingSum, reviews });
  return (
    <>
      <span aria-hidden="true">{average === undefined ? '–' : `${average} ★`}</span>
      <span className="sr-only">{average === undefined ? 'No reviews yet' : `${average} out of 5`}</span>
    </>
  );
}

/** Each counter's value, undefined while it is not known. */
const COUNTERS: { key: string; label: string; value: (counts: Counts) => ReactNode | undefined }[] = [
  { key: 'total', label: 'Total Recipes', value: ({ total }) => total },
  { key: 'yours', label: 'Your Recipes', value: ({ yours }) => yours },
  { key: 'wishlisted', label: 'Wishlisted', value: ({ wishlisted }) => wishlisted },
  { key: 'reviews', label: 'Reviews received', value: ({ reviews }) => reviews },
  {
    key: 'rating',
    label: 'Average rating',
    value: ({ ratingSum, reviews }) =>
      ratingSum === undefined || reviews === undefined ? undefined : averageRating(ratingSum, reviews),
  },
];

/** The numbers known so far; "…" and busy until all are. */
export function CountersView({ counts = {} }: { counts?: Counts }) {
  const values = COUNTERS.map((counter) => ({ ...counter, shown: counter.value(counts) }));
  return (
    <dl
      aria-busy={values.some(({ shown }) => shown === undefined)}
      className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5"
    >
      {values.map(({ key, label, shown }) => (
        <div key={key} className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm sm:p-5">
          <dt className="text-sm font-medium text-stone-700">{label}</dt>
          <dd data-testid={`count-${key}`} className="mt-1 text-2xl font-bold text-orange-800 sm:text-3xl">
            {shown ?? '…'}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** `own` is undefined while the user's list loads. */
export function DashboardCounters({ own }: { own: OwnCounts | undefined }) {
  return <CountersView counts={{ ...own, total: useRecipeTotals()?.total }} />;
}
