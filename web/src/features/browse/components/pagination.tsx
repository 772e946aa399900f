// Previous / Next, the first and last page, the neighbours of the current
// page and dots between. Every link carries the cursor that makes its page one
// bounded read (see browse-search.ts), so they are real links: they can be
// opened in a new tab or shared. A list without a kept total (a search, top
// rated) has no last page to show: it ends at the next page while one follows.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { BrowseSearch, CookPageSearch } from '../browse-search';
import type { RecipesPage } from '@recipe-book/schema/recipe-listing';

interface PaginationProps {
  search: BrowseSearch;
  result: Pick<RecipesPage, 'page' | 'hasNext' | 'firstCursor' | 'lastCursor'>;
  /** Undefined when the list has no kept total. */
  lastPage: number | undefined;
  /** The cook whose profile pages these are (/cooks/{uid}); absent: All Recipes. */
  cookUid?: string | undefined;
}

const BASE =
  'inline-flex min-w-10 items-center justify-center rounded-lg border px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700';
const LINK = `${BASE} border-stone-300 bg-white text-stone-800 hover:bg-stone-100`;
const CURRENT = `${BASE} border-orange-700 bg-orange-700 text-white`;
const DISABLED = `${BASE} cursor-not-allowed border-stone-200 bg-stone-50 text-stone-500`;

/** A cook profile's URL keeps only the position (its list has no filters). */
const positionOf = ({ page, after, before, last }: BrowseSearch): CookPageSearch => ({ page, after, before, last });

/** Page numbers to show: 1, the neighbours of `page`, the last; null where pages are skipped. */
function pageItems(page: number, lastPage: number): (number | null)[] {
  const pages = [...new Set([1, page - 1, page, page + 1, lastPage])]
    .filter((n) => n >= 1 && n <= lastPage)
    .sort((a, b) => a - b);
  return pages.flatMap((n, i) => (i > 0 && n - (pages[i - 1] ?? n) > 1 ? [null, n] : [n]));
}

export function Pagination({ search, result, lastPage: knownLast, cookUid }: PaginationProps) {
  const { firstCursor, lastCursor, hasNext } = result;
  // Without a total, the last page shown is the next one (when there is one).
  const lastPage = knownLast ?? result.page + (hasNext ? 1 : 0);
  // A hand-edited cursor URL may claim a page past the end; number it as the last.
  const page = Math.min(result.page, lastPage);
  if (lastPage <= 1) return null;

  const target = (n: number): BrowseSearch => {
    const base = { ...search, page: n === 1 ? undefined : n, after: undefined, before: undefined, last: undefined };
    if (n === 1) return base;
    if (n === knownLast) return { ...base, last: 1 };
    if (n === page + 1) return { ...base, after: lastCursor };
    if (n === page - 1) return { ...base, before: firstCursor };
    return base;
  };
  const link = (n: number, label: ReactNode, ariaLabel: string) =>
    cookUid === undefined ? (
      <Link to="/allRecipes" search={target(n)} aria-label={ariaLabel} className={LINK}>
        {label}
      </Link>
    ) : (
      <Link
        to="/cooks/$uid"
        params={{ uid: cookUid }}
        search={positionOf(target(n))}
        aria-label={ariaLabel}
        className={LINK}
      >
        {label}
      </Link>
    );

  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        link(page - 1, '← Previous', 'Previous page')
      ) : (
        <span aria-disabled="true" className={DISABLED}>
          ← Previous
        </span>
      )}
      <ul className="flex flex-wrap items-center gap-2">
        {pageItems(page, lastPage).map((n, i) => (
          <li key={n ?? `gap-${i}`}>
            {n === null ? (
              <span aria-hidden="true" className="px-1 text-stone-600">
                …
              </span>
            ) : n === page ? (
              <span aria-current="page" aria-label={`Page ${n}, current page`} className={CURRENT}>
                {n}
              </span>
            ) : (
              link(n, n, `Page ${n}`)
            )}
          </li>
        ))}
      </ul>
      {page < lastPage ? (
        link(page + 1, 'Next →', 'Next page')
      ) : (
        <span aria-disabled="true" className={DISABLED}>
          Next →
        </span>
      )}
    </nav>
  );
}
