// The collection page's 404, for an unknown id and for another cook's private
// collection alike: it never hints that a private collection exists.
import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/components/ui/button';

export function CollectionNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-stone-900">Collection not found</h1>
      <p className="text-stone-700">This collection doesn't exist, or its cook has removed it.</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to="/allRecipes" className={buttonClass('primary')}>
          Browse all recipes
        </Link>
        <Link to="/" className={buttonClass('secondary')}>
          Go home
        </Link>
      </div>
    </div>
  );
}
