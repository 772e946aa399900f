// What the detail page shows while its recipe loads. A file of its own: a
// route's pending component is not split from the route, so it sits in the
// script every page loads first, and the module it comes from with it (the
// other states, with their Retry and its imports, load only when shown).
import { Spinner } from '@/components/ui/spinner';

export function RecipeLoading() {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-16 text-stone-700">
      <Spinner label="" />
      <p>Loading recipe details...</p>
    </div>
  );
}
