// Cuisine, title search, sort (newest, prep time, top rated) and the
// grid/list toggle. The URL is
// the state: every control shows what the URL says and changes it through
// the callbacks. Typing updates the URL after a short pause, not per key;
// Search (or Enter in the box) applies the text at once.
import { type FormEvent, useEffect, useId, useState } from 'react';
import { CUISINES, type Cuisine } from '@recipe-book/schema/constants';
import { Button } from '@/components/ui/button';
import { type BrowseSearch, type ListingSort, type RecipeView, SORTS } from '../browse-search';

interface RecipeFiltersProps {
  search: BrowseSearch;
  /** A filter, search or sort change (the page number stays, the cursor goes). */
  onFilter: (change: Pick<BrowseSearch, 'cuisine' | 'q' | 'sort'>) => void;
  onView: (view: RecipeView) => void;
  /** The cuisines that have recipes (loader data). */
  cuisines: readonly Cuisine[];
}

const TYPING_PAUSE_MS = 350;

/** The options under their group's name ("Prep time: Low to High"), in SORTS' order. */
const SORT_GROUPS: { label: string; sorts: { sort: ListingSort; label: string }[] }[] = [
  {
    label: 'Prep time',
    sorts: [
      { sort: 'prepTime', label: 'Low to High' },
      { sort: '-prepTime', label: 'High to Low' },
    ],
  },
  { label: 'Rating', sorts: [{ sort: '-rating', label: 'Top rated' }] },
];

const CONTROL =
  'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-orange-700';

export function RecipeFilters({ search, onFilter, onView, cuisines }: RecipeFiltersProps) {
  const id = useId();
  // Keep the chosen cuisine even if it has no recipe.
  const options = CUISINES.filter((c) => cuisines.includes(c) || c === search.cuisine);
  // The fields carry the URL's names, so before hydration the browser's own GET
  // to this page asks the server for the same search.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    onFilter({ q: typeof q === 'string' && q.trim() !== '' ? q.trim() : undefined });
  };

  return (
    <form
      role="search"
      aria-label="Filter recipes"
      onSubmit={submit}
      className="mb-8 grid gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
    >
      <SearchBox id={`${id}-q`} value={search.q ?? ''} onSearch={(q) => onFilter({ q: q || undefined })} />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-cuisine`} className="text-sm font-semibold text-stone-800">
          Cuisine
        </label>
        <select
          id={`${id}-cuisine`}
          name="cuisine"
          value={search.cuisine ?? ''}
          onChange={(event) => onFilter({ cuisine: (event.target.value || undefined) as Cuisine | undefined })}
          className={CONTROL}
        >
          <option value="">All Cuisines</option>
          {options.map((cuisine) => (
            <option key={cuisine} value={cuisine}>
              {cuisine}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-sort`} className="text-sm font-semibold text-stone-800">
          Sort by prep time or rating
        </label>
        <select
          id={`${id}-sort`}
          name="sort"
          value={search.sort ?? ''}
          onChange={(event) => onFilter({ sort: SORTS.find((sort) => sort === event.target.value) })}
          className={CONTROL}
        >
          <option value="">Newest first</option>
          {SORT_GROUPS.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.sorts.map(({ sort, label }) => (
                <option key={sort} value={sort}>
                  {label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <ViewToggle view={search.view ?? 'grid'} onView={onView} />
    </form>
  );
}

function SearchBox({ id, value, onSearch }: { id: string; value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  // The URL changed under us (Back, a link, a cleared filter): show what it says.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div className="flex flex-col gap-1 sm:col-span-2 lg:col-span-1">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        Search by title
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          name="q"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="e.g. spag, choc cake"
          autoComplete="off"
          maxLength={120}
          className={`${CONTROL} min-w-0`}
        />
        <Button type="submit" className="shrink-0">
          Search
        </Button>
      </div>
    </div>
  );
}

function ViewToggle({ view, onView }: { view: RecipeView; onView: (view: RecipeView) => void }) {
  const option = (value: RecipeView, label: string) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => onView(value)}
      className={`rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-orange-700 ${
        view === value ? 'bg-orange-700 text-white' : 'text-stone-800 hover:bg-stone-100'
      }`}
    >
      {label}
    </button>
  );
  return (
    <div
      role="group"
      aria-label="Layout"
      className="flex gap-1 self-end rounded-lg border border-stone-300 bg-white p-1"
    >
      {option('grid', 'Grid')}
      {option('list', 'List')}
    </div>
  );
}
