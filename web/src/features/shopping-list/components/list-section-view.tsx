// A section of the list: the recipe's title (a link to it) with a way to take
// off all its items, then its lines. The combined view is one section without
// a heading.
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { ListSection } from '../list-sections';
import { ListLineRow } from './list-line-row';
import type { ListActions } from './use-list-actions';

export function ListSectionView({ section, actions }: { section: ListSection; actions: ListActions }) {
  const headingId = useId();
  const { recipe, heading } = section;
  const items = section.lines.flatMap((line) => line.items);
  return (
    <section
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : 'All items'}
      className="rounded-xl border border-stone-200 bg-white p-2 shadow-sm print:border-0 print:p-0 print:shadow-none"
    >
      {heading && (
        // The button keeps to the right of a long title (which wraps) rather than dropping under it.
        <div className="flex items-start gap-2 px-3 pt-2 pb-1">
          <h2 id={headingId} className="min-w-0 flex-1 pt-1 text-lg font-bold break-words text-stone-900">
            {recipe ? (
              <Link
                to="/recipes/$id"
                params={{ id: recipe.id }}
                className="rounded underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-orange-700"
              >
                {heading}
              </Link>
            ) : (
              heading
            )}
          </h2>
          <Button
            variant="ghost"
            className="shrink-0 print:hidden"
            onClick={() => void actions.removeMany(items, `Every item of “${heading}”`)}
          >
            Remove all<span className="sr-only"> items of {heading}</span>
          </Button>
        </div>
      )}
      <ul>
        {section.lines.map((line) => (
          <ListLineRow key={line.key} line={line} actions={actions} />
        ))}
      </ul>
    </section>
  );
}
