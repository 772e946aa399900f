// The dashboard's three numbers: every recipe (counted by the server, again
// whenever the user's own numbers change), and the user's own recipes and
// how often they were wishlisted (from the live list of their recipes).
import { ErrorMessage } from '@/components/ui/error-boundary';
import { useTotalRecipeCount } from '../api/use-dashboard-counts';

export interface OwnCounts {
  yours: number;
  wishlisted: number;
}

type Counts = OwnCounts & { total: number };

const LABELS = [
  ['total', 'Total Recipes'],
  ['yours', 'Your Recipes'],
  ['wishlisted', 'Wishlisted'],
] as const;

/** The numbers known so far; "…" and busy until all are. */
export function CountersView({ counts = {} }: { counts?: Partial<Counts> }) {
  const busy = LABELS.some(([key]) => counts[key] === undefined);
  return (
    <dl aria-busy={busy} className="grid grid-cols-3 gap-2 sm:gap-4">
      {LABELS.map(([key, label]) => (
        <div key={key} className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm sm:p-5">
          <dt className="text-sm font-medium text-stone-700">{label}</dt>
          <dd data-testid={`count-${key}`} className="mt-1 text-2xl font-bold text-orange-800 sm:text-3xl">
            {counts[key] ?? '…'}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** `own` is undefined while the user's list loads; the total is counted once it has. */
export function DashboardCounters({ own }: { own: OwnCounts | undefined }) {
  const total = useTotalRecipeCount(own ? `${own.yours}:${own.wishlisted}` : null);
  if (total.status === 'error') return <ErrorMessage error={total.error} retry={total.retry} />;
  return <CountersView counts={{ ...own, total: total.status === 'success' ? total.total : undefined }} />;
}
