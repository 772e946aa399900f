// The All Recipes URL is shared and hand-edited: whatever it holds, the page
// gets only values it can use.
import { describe, expect, it } from 'vitest';
import { type BrowseSearch, validateBrowseSearch, withoutCursor } from './browse-search';

const NEWEST_CURSOR = '1736850000.000000123~recipe-1';
const PREP_TIME_CURSOR = '45~recipe-1';
const TOP_RATED_CURSOR = '4.333333333333333_3~recipe-1';

/** Only the keys that hold a value, so expectations need not list every undefined. */
const kept = (search: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(validateBrowseSearch(search)).filter(([, value]) => value !== undefined));

describe('validateBrowseSearch', () => {
  it('gives the first page, newest first, as a grid when nothing is set', () => {
    expect(kept({})).toEqual({});
  });

  it('keeps every valid value', () => {
    expect(
      kept({ cuisine: 'Mexican', q: 'tacos', sort: '-prepTime', view: 'list', page: 3, after: PREP_TIME_CURSOR }),
    ).toEqual({ cuisine: 'Mexican', q: 'tacos', sort: '-prepTime', view: 'list', page: 3, after: PREP_TIME_CURSOR });
    expect(kept({ sort: 'prepTime' })).toEqual({ sort: 'prepTime' });
  });

  it('keeps the top-rated sort and its cursors', () => {
    expect(kept({ sort: '-rating' })).toEqual({ sort: '-rating' });
    expect(kept({ sort: '-rating', page: 2, after: TOP_RATED_CURSOR })).toEqual({
      sort: '-rating',
      page: 2,
      after: TOP_RATED_CURSOR,
    });
    expect(kept({ sort: '-rating', page: 3, before: '5_12~recipe-2' })).toEqual({
      sort: '-rating',
      page: 3,
      before: '5_12~recipe-2',
    });
  });

  it('drops unknown keys', () => {
    expect(kept({ cuisine: 'Indian', utm_source: 'mail', admin: true })).toEqual({ cuisine: 'Indian' });
  });

  describe('cuisine and sort', () => {
    it('drops a cuisine outside the list, including one in the wrong case', () => {
      expect(kept({ cuisine: 'Klingon' })).toEqual({});
      expect(kept({ cuisine: 'italian' })).toEqual({});
      expect(kept({ cuisine: ['Italian'] })).toEqual({});
    });

    it('drops an unknown sort', () => {
      expect(kept({ sort: 'title' })).toEqual({});
      expect(kept({ sort: 'createdAt' })).toEqual({});
      // The REST API's name for top rated, but not its spelling here, nor the ascending order.
      expect(kept({ sort: 'rating' })).toEqual({});
      expect(kept({ sort: '-ratingAverage' })).toEqual({});
    });
  });

  describe('with and without', () => {
    it('keeps foods trimmed and lower-case, comma-separated, each once', () => {
      expect(kept({ with: 'Chicken Thigh, garlic', without: 'NUT,nut, Shellfish' })).toEqual({
        with: 'chicken thigh,garlic',
        without: 'nut,shellfish',
      });
    });

    it('drops empty names, and a list with none left', () => {
      expect(kept({ with: ' , , ' })).toEqual({});
      expect(kept({ without: { $ne: null } })).toEqual({});
    });

    it('keeps at most ten foods', () => {
      const eleven = 'abcdefghijk'.split('').map((letter) => `food${letter}`);
      expect(validateBrowseSearch({ with: eleven.join(',') }).with?.split(',')).toHaveLength(10);
    });
  });

  describe('q', () => {
    it('trims the search text and drops it when blank', () => {
      expect(kept({ q: '  pasta  ' })).toEqual({ q: 'pasta' });
      expect(kept({ q: '   ' })).toEqual({});
      expect(kept({ q: '' })).toEqual({});
    });

    it('reads a number as text (the router parses q=123 as a number)', () => {
      expect(kept({ q: 123 })).toEqual({ q: '123' });
    });

    it('cuts the text to 120 characters, a title’s longest', () => {
      expect(validateBrowseSearch({ q: 'a'.repeat(500) }).q).toBe('a'.repeat(120));
    });

    it('drops a search that is not text', () => {
      expect(kept({ q: { $ne: null } })).toEqual({});
      expect(kept({ q: ['a', 'b'] })).toEqual({});
      expect(kept({ q: true })).toEqual({});
    });
  });

  describe('view', () => {
    it('keeps only the list view; the grid is the default and needs no param', () => {
      expect(kept({ view: 'list' })).toEqual({ view: 'list' });
      expect(kept({ view: 'grid' })).toEqual({});
      expect(kept({ view: 'table' })).toEqual({});
    });
  });

  describe('page', () => {
    it('keeps a page past the first, as a number or as the URL text', () => {
      expect(kept({ page: 2 })).toEqual({ page: 2 });
      expect(kept({ page: '7' })).toEqual({ page: 7 });
    });

    it('leaves page 1 out: it is the default', () => {
      expect(kept({ page: 1 })).toEqual({});
      expect(kept({ page: '1' })).toEqual({});
    });

    it('drops a page that is not a whole number above 1', () => {
      for (const page of [0, -3, 2.5, '2.5', 'two', '', NaN, Infinity, Number.MAX_SAFE_INTEGER + 2, true, null]) {
        expect(kept({ page }), `page ${String(page)}`).toEqual({});
      }
    });
  });

  describe('cursors', () => {
    it('keeps a well-formed after or before cursor past page 1', () => {
      expect(kept({ page: 2, after: NEWEST_CURSOR })).toEqual({ page: 2, after: NEWEST_CURSOR });
      expect(kept({ page: 4, before: PREP_TIME_CURSOR })).toEqual({ page: 4, before: PREP_TIME_CURSOR });
      // Timestamps before 1970 have negative seconds.
      expect(kept({ page: 2, after: '-86400.000000000~old' })).toEqual({ page: 2, after: '-86400.000000000~old' });
    });

    it('drops cursors on page 1, where there is nothing before', () => {
      expect(kept({ after: NEWEST_CURSOR, before: PREP_TIME_CURSOR, last: 1 })).toEqual({});
      expect(kept({ page: 1, after: NEWEST_CURSOR })).toEqual({});
    });

    it('drops a malformed cursor', () => {
      const bad = [
        'recipe-1', // no sort value
        '45~', // no id
        '~recipe-1', // empty sort value
        'abc~recipe-1', // sort value not a number
        '1736850000.123~recipe-1', // nanoseconds not 9 digits
        '45~a~b', // a second separator
        '45~../secrets', // a path in the id
        `45~${'x'.repeat(1501)}`, // longer than any id
        '1234567890123~recipe-1', // more than 12 digits
        '4.5_~recipe-1', // a top-rated cursor without its count
        '45.5_3~recipe-1', // an average above 9
        '4.5_3_2~recipe-1', // a third sort value
      ];
      for (const after of bad) expect(kept({ page: 2, after }), after).toEqual({ page: 2 });
      expect(kept({ page: 2, after: 45 })).toEqual({ page: 2 });
    });

    it('keeps last=1 (number or text) past page 1 and nothing else', () => {
      expect(kept({ page: 9, last: 1 })).toEqual({ page: 9, last: 1 });
      expect(kept({ page: 9, last: '1' })).toEqual({ page: 9, last: 1 });
      expect(kept({ page: 9, last: 'true' })).toEqual({ page: 9 });
      expect(kept({ page: 9, last: 2 })).toEqual({ page: 9 });
    });
  });
});

describe('withoutCursor', () => {
  it('keeps the filters, search, sort, view and page but no cursor', () => {
    const search: BrowseSearch = {
      cuisine: 'Chinese',
      q: 'noodles',
      sort: 'prepTime',
      view: 'list',
      page: 3,
      after: PREP_TIME_CURSOR,
      before: PREP_TIME_CURSOR,
      last: 1,
    };
    const result = withoutCursor(search);
    expect(result).toEqual({ cuisine: 'Chinese', q: 'noodles', sort: 'prepTime', view: 'list', page: 3 });
    expect(result.after ?? result.before ?? result.last).toBeUndefined();
  });

  it('does not change the search it was given', () => {
    const search: BrowseSearch = { page: 2, after: NEWEST_CURSOR };
    withoutCursor(search);
    expect(search.after).toBe(NEWEST_CURSOR);
  });
});
