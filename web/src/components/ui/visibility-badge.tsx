// The mark on a recipe or a collection that is not public (My Recipes,
// Collections): "Unlisted" (only those with the link) or "Private" (only you).
// A public one has none.
import { visibilityLabel, visibilityOf, type Visibility } from '@recipe-book/schema/visibility';

const STYLES: Record<Exclude<Visibility, 'public'>, string> = {
  unlisted: 'bg-sky-50 text-sky-900 ring-sky-200',
  private: 'bg-stone-800 text-white ring-stone-800',
};

const MEANING: Record<Exclude<Visibility, 'public'>, string> = {
  unlisted: 'anyone with the link can open it; it is not listed',
  private: 'only you can see it',
};

export function VisibilityBadge({ item }: { item: { visibility?: unknown } }) {
  const visibility = visibilityOf(item);
  if (visibility === 'public') return null;
  return (
    <span
      data-testid="visibility-badge"
      title={MEANING[visibility]}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STYLES[visibility]}`}
    >
      {visibilityLabel(visibility)}
      <span className="sr-only">: {MEANING[visibility]}</span>
    </span>
  );
}
