// "A new recipe was shared since this page opened": what a live list's first
// page offers once it has new recipes above its own (use-new-recipes.ts), on
// All Recipes and on a cook's page. Shown on request (the route's loader reads
// the page again), so no card moves under the reader's finger.
import { useRouter } from '@tanstack/react-router';
import { buttonClass } from '@/components/ui/button';

export function NewRecipesNotice({ count }: { count: number }) {
  const router = useRouter();
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-orange-200 bg-orange-50 px-4 py-3">
      <p className="text-sm font-medium text-stone-800">
        {count === 1 ? 'A new recipe was shared' : `${count} new recipes were shared`} since this page opened.
      </p>
      <button type="button" onClick={() => void router.invalidate()} className={buttonClass('secondary')}>
        Show {count === 1 ? 'it' : 'them'}
      </button>
    </div>
  );
}
