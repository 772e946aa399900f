// Cuisine, search by title or food, the foods to have and to leave out, sort
// (newest, prep time, top rated) and the grid/list toggle. The URL is
// the state: every control shows what the URL says and changes it through
// the callbacks. Typing updates the URL after a short pause, not per key;
// Search (or Enter in the box) applies the text at once. The search box reads
// "chicken, without nuts" as the text and a food to leave out; while typing,
// it and the Leave out box suggest known foods (one wrong letter forgiven), and
// picking one adds it to the foods to have, or to leave out.
import { type FormEvent, useEffect, useId, useState } from 'react';
import { CUISINES, type Cuisine } from '@recipe-book/schema/constants';
import type { FoodSuggestion } from '@recipe-book/schema/food-vocabulary';
import { normalFood, readSearchText } from '@recipe-book/schema/foods';
import { Button } from '@/components/ui/button';
import { readsAsPageLoads } from '@/lib/visitor-reads';
import { useFoodSuggestions } from '../api/use-food-suggestions';
import { type BrowseSearch, foodsOf, foodsValue, type ListingSort, type RecipeView, SORTS } from '../browse-search';

/** What a filter control may change. */
export type FilterChange = Partial<Pick<BrowseSearch, 'cuisine' | 'q' | 'with' | 'without' | 'sort'>>;

interface RecipeFiltersProps {
  search: BrowseSearch;
  /** A filter, search or sort change (the page number stays, the cursor goes). */
  onFilter: (change: FilterChange) => void;
  onView: (view: RecipeView) => void;
  /** The cuisines that have recipes (loader data). */
  cuisines: readonly Cuisine[];
  /**
   * Whether the search runs after a pause in typing, or on Enter and the Search button only: for a
   * visitor a search is a page load (lib/visitor-reads.ts), which must not happen under their typing.
   */
  searchWhileTyping?: () => boolean;
}

const signedInReads = () => !readsAsPageLoads();

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

export function RecipeFilters({
  search,
  onFilter,
  onView,
  cuisines,
  searchWhileTyping = signedInReads,
}: RecipeFiltersProps) {
  const id = useId();
  // Keep the chosen cuisine even if it has no recipe.
  const options = CUISINES.filter((c) => cuisines.includes(c) || c === search.cuisine);
  // The fields carry the URL's names, so before hydration the browser's own GET
  // to this page asks the server for the same search.
  const wanted = foodsOf(search.with);
  const unwanted = foodsOf(search.without);
  // "chicken, without nuts": the text, and the foods named after "with"/"without" join the lists.
  const searchFor = (typed: string): FilterChange => {
    const read = readSearchText(typed);
    return {
      q: read.q || undefined,
      ...(read.with.length > 0 ? { with: foodsValue([...wanted, ...read.with]) } : {}),
      ...(read.without.length > 0 ? { without: foodsValue([...unwanted, ...read.without]) } : {}),
    };
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    onFilter(searchFor(typeof q === 'string' ? q : ''));
  };
  // A suggestion picked in the search box: the food joins those to have, the word typed for it goes.
  const pickWanted = (food: string, typed: string) =>
    onFilter({ q: withoutLastWord(typed) || undefined, with: foodsValue([...wanted, food]) });

  return (
    <form
      role="search"
      aria-label="Filter recipes"
      onSubmit={submit}
      className="mb-8 grid gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
    >
      <SearchBox
        id={`${id}-q`}
        value={search.q ?? ''}
        onSearch={(q) => onFilter(searchFor(q))}
        onPick={pickWanted}
        whileTyping={searchWhileTyping}
      />
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
      <FoodFilters
        id={`${id}-without`}
        wanted={wanted}
        unwanted={unwanted}
        onWanted={(list) => onFilter({ with: foodsValue(list) })}
        onUnwanted={(list) => onFilter({ without: foodsValue(list) })}
      />
    </form>
  );
}

/** The text without its last word (the one a picked suggestion stands for). */
function withoutLastWord(text: string): string {
  return text
    .trim()
    .replace(/\s*\S+$/u, '')
    .trim();
}

/** Known foods for the text typed, as buttons: picking one hands the food on (the pantry's form shows them too). */
export function Suggestions({ text, label, onPick }: { text: string; label: string; onPick: (food: string) => void }) {
  const foods: FoodSuggestion[] = useFoodSuggestions(text);
  if (text.trim() === '' || foods.length === 0) return null;
  return (
    <ul aria-label={label} className="mt-1 flex flex-wrap gap-2">
      {foods.map((food) => (
        <li key={food.name}>
          <button
            type="button"
            onClick={() => onPick(food.name)}
            className="rounded-full border border-orange-300 bg-orange-50 px-3 py-1 text-sm text-stone-900 hover:bg-orange-100 focus-visible:outline-2 focus-visible:outline-orange-700"
          >
            {food.name}
            <span className="sr-only"> ({food.recipeCount} recipes)</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The foods to have and to leave out, each removable, and the box that adds a food to leave out. */
function FoodFilters({
  id,
  wanted,
  unwanted,
  onWanted,
  onUnwanted,
}: {
  id: string;
  wanted: string[];
  unwanted: string[];
  onWanted: (list: string[]) => void;
  onUnwanted: (list: string[]) => void;
}) {
  const [text, setText] = useState('');
  const leaveOut = (food: string | undefined) => {
    setText('');
    if (food) onUnwanted([...unwanted, food]);
  };
  return (
    <div className="flex flex-col gap-2 sm:col-span-2 lg:col-span-4">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        Leave out
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter adds the food typed, without submitting the search.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          leaveOut(normalFood(text));
        }}
        placeholder="e.g. nuts, shellfish"
        autoComplete="off"
        maxLength={60}
        className={`${CONTROL} min-w-0 lg:max-w-sm`}
      />
      <Suggestions text={text} label="Foods to leave out" onPick={leaveOut} />
      {(wanted.length > 0 || unwanted.length > 0) && (
        <ul aria-label="Food filters" className="flex flex-wrap gap-2">
          {wanted.map((food) => (
            <FoodChip
              key={`with-${food}`}
              label={`With ${food}`}
              onRemove={() => onWanted(wanted.filter((f) => f !== food))}
            />
          ))}
          {unwanted.map((food) => (
            <FoodChip
              key={`without-${food}`}
              label={`Without ${food}`}
              onRemove={() => onUnwanted(unwanted.filter((f) => f !== food))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function FoodChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <li className="flex items-center gap-1 rounded-full bg-stone-100 py-1 pr-1 pl-3 text-sm text-stone-900">
      {label}
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove: ${label.toLowerCase()}`}
        className="rounded-full px-2 text-stone-700 hover:bg-stone-200 focus-visible:outline-2 focus-visible:outline-orange-700"
      >
        ×
      </button>
    </li>
  );
}

interface SearchBoxProps {
  id: string;
  value: string;
  onSearch: (q: string) => void;
  /** A suggested food picked for the text typed. */
  onPick: (food: string, typed: string) => void;
  whileTyping: () => boolean;
}

function SearchBox({ id, value, onSearch, onPick, whileTyping }: SearchBoxProps) {
  const [text, setText] = useState(value);
  // The URL changed under us (Back, a link, a cleared filter): show what it says.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }

  useEffect(() => {
    // "chicken, without n…" is still being typed: a list is applied by Search or Enter only.
    if (text.trim() === value || text.includes(',') || !whileTyping()) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch, whileTyping]);

  return (
    <div className="flex flex-col gap-1 sm:col-span-2 lg:col-span-1">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        Search by title or ingredient
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          name="q"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="e.g. spag, lentils, chicken without nuts"
          autoComplete="off"
          maxLength={120}
          className={`${CONTROL} min-w-0`}
        />
        <Button type="submit" className="shrink-0">
          Search
        </Button>
      </div>
      <Suggestions text={text} label="Suggested foods" onPick={(food) => onPick(food, text)} />
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
