// The cursors of All Recipes' URLs: each sort's values come back exactly as
// they went in, and a cursor of another sort is refused.
import { describe, expect, it } from 'vitest';
import { newestFirstCursor, prepTimeCursor, topRatedCursor } from '../src/browse-cursor';
import { decodeCursor } from '../src/recipe-listing';

describe('decodeCursor', () => {
  it('reads back a newest-first position to the nanosecond', () => {
    const cursor = newestFirstCursor({ seconds: 1767323045, nanoseconds: 1234 }, 'abc');
    expect(cursor).toBe('1767323045.000001234~abc');
    expect(decodeCursor(undefined, cursor)).toEqual([{ seconds: 1767323045, nanoseconds: 1234 }, 'abc']);
  });

  it('reads back a prep-time position', () => {
    expect(decodeCursor('prepTime', prepTimeCursor(25, 'abc'))).toEqual([25, 'abc']);
    expect(decodeCursor('-prepTime', prepTimeCursor(1440, 'x'))).toEqual([1440, 'x']);
  });

  it('reads back a top-rated position with the very average Firestore compares', () => {
    const average = 13 / 3;
    const cursor = topRatedCursor(average, 3, 'abc');
    expect(cursor).toBe('4.333333333333333_3~abc');
    const decoded = decodeCursor('-rating', cursor);
    expect(decoded).toEqual([average, 3, 'abc']);
    expect(decoded?.[0]).toBe(average);
    expect(decodeCursor('-rating', topRatedCursor(5, 12, 'z'))).toEqual([5, 12, 'z']);
  });

  it('refuses a cursor made for another sort, or none at all', () => {
    expect(decodeCursor('-rating', prepTimeCursor(25, 'abc'))).toBeUndefined();
    expect(decodeCursor('prepTime', topRatedCursor(4.5, 2, 'abc'))).toBeUndefined();
    expect(decodeCursor(undefined, prepTimeCursor(25, 'abc'))).toBeUndefined();
    expect(decodeCursor('-rating', '4.5_2')).toBeUndefined();
  });
});
