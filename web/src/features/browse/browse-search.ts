// The All Recipes URL: filter, search, foods to have and to leave out
// (`with=chicken,garlic`, `without=nut`), sort, view and page live in the search
// params so that a shared link opens the same page and Back/Forward work.
// A page past the first also carries a cursor so it is read with one bounded
// query (see schema/src/recipe-listing.ts):
//   after=<sort values>~<id>   the page after the one that ended with that recipe (Next)
//   before=<sort values>~<id>  the page before the one that began with it (Previous)
//   last=1                     the last page, counted from the end
// The sort values are a creation time (`seconds.nanoseconds`), minutes, or
// for top rated the average and the count (`4.5_12`).
// Everything is validated: a hand-edited URL with bad values just loses them.
import { CUISINES } from '@recipe-book/schema/constants';
import type { ListingQuery, ListingSort } from '@recipe-book/schema/recipe-listing';

export type { ListingSort };
/** Prep time ascending or descending, or top rated; absent means newest first. */
export const SORTS = ['prepTime', '-prepTime', '-rating'] as const satisfies readonly ListingSort[];
export type RecipeView = 'grid' | 'list';

/** The list and position (page is 1-based; absent means 1), and how it is shown. */
export interface BrowseSearch extends ListingQuery {
  view?: RecipeView | undefined;
}

/** Longest search text kept from the URL (a title is at most 120 characters). */
const Q_MAX = 120;
const CURSOR = /^(?:-?\d{1,12}(?:\.\d{9})?|\d(?:\.\d{1,17})?_\d{1,12})~[^~/]{1,1500}$/;

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  list.find((item) => item === value);

function text(value: unknown): string | undefined {
  // The router parses `q=123` as the number 123; a search is text either way.
  const raw = typeof value === 'number' ? String(value) : value;
  if (typeof raw !== 'string') return undefined;
  const trimmed = raw.trim().slice(0, Q_MAX);
  return trimmed === '' ? undefined : trimmed;
}

/** Most foods kept in one `with`/`without` list (FOOD_FILTER_MAX in schema/src/food-words.ts). */
const FOODS_MAX = 10;

/**
 * A comma-separated list of foods, each trimmed and lower-case, at most
 * FOODS_MAX. The page's own controls write canonical foods (schema/src/foods.ts);
 * this only tidies a hand-edited URL without loading the normaliser on every
 * page (a search compares accents and plurals alike anyway).
 */
function foods(value: unknown): string | undefined {
  const raw = text(value);
  const names = raw === undefined ? [] : raw.split(',').map((name) => name.trim().toLowerCase());
  const list = [...new Set(names.filter(Boolean))];
  return list.length > 0 ? list.slice(0, FOODS_MAX).join(',') : undefined;
}

/** The foods of a `with`/`without` value as a list (empty for none). */
export const foodsOf = (value: string | undefined): string[] => (value ? value.split(',') : []);

/** The value of a `with`/`without` list, or undefined when it is empty. */
export const foodsValue = (list: readonly string[]): string | undefined =>
  list.length > 0 ? [...new Set(list)].slice(0, FOODS_MAX).join(',') : undefined;

function pageNumber(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 1 ? n : undefined;
}

const cursor = (value: unknown) => (typeof value === 'string' && CURSOR.test(value) ? value : undefined);

export function validateBrowseSearch(search: Record<string, unknown>): BrowseSearch {
  const page = pageNumber(search.page);
  return {
    cuisine: oneOf(CUISINES, search.cuisine),
    q: text(search.q),
    with: foods(search.with),
    without: foods(search.without),
    sort: oneOf(SORTS, search.sort),
    view: search.view === 'list' ? 'list' : undefined,
    page,
    // Cursors only mean something past page 1.
    after: page ? cursor(search.after) : undefined,
    before: page ? cursor(search.before) : undefined,
    last: page && (search.last === 1 || search.last === '1') ? 1 : undefined,
  };
}

/** The same filters on page `page` with no cursor: what a filter, search or sort change keeps. */
export function withoutCursor(search: BrowseSearch): BrowseSearch {
  return { ...search, after: undefined, before: undefined, last: undefined };
}

/** A cook profile's URL (/cooks/{uid}): only the position in their public recipes, newest first. */
export type CookPageSearch = Pick<ListingQuery, 'page' | 'after' | 'before' | 'last'>;

export function cookPageSearch(search: Record<string, unknown>): CookPageSearch {
  const { page, after, before, last } = validateBrowseSearch(search);
  return { page, after, before, last };
}
