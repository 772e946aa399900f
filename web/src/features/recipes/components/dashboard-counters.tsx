// The dashboard's three numbers, counted by the server. They are asked for
// again whenever the user's live list of recipes changes.
import { ErrorMessage } from '@/components/ui/error-boundary';
import { useDashboardCounts } from '../api/use-dashboard-counts';

interface DashboardCountersProps {
  uid: string;
  /** Changes when the user's recipes change; null while they are loading. */
  version: string | null;
}

const LABELS = [
  ['total', 'Total Recipes'],
  ['yours', 'Your Recipes'],
  ['wishlisted', 'Wishlisted'],
] as const;

export function DashboardCounters({ uid, version }: DashboardCountersProps) {
  const counts = useDashboardCounts(version === null ? null : uid, version ?? '');
  if (counts.status === 'error') return <ErrorMessage error={counts.error} retry={counts.retry} />;
  return (
    <dl aria-busy={counts.status === 'loading'} className="grid grid-cols-3 gap-2 sm:gap-4">
      {LABELS.map(([key, label]) => (
        <div key={key} className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm sm:p-5">
          <dt className="text-sm font-medium text-stone-700">{label}</dt>
          <dd data-testid={`count-${key}`} className="mt-1 text-2xl font-bold text-orange-800 sm:text-3xl">
            {counts.status === 'success' ? counts.data[key] : '…'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
