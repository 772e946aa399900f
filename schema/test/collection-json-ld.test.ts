// A collection page's description and ItemList: each readable recipe page at
// its position, in the collection's order; a sentence when it has no description.
import { describe, expect, it } from 'vitest';
import { collectionDescription, collectionJsonLd, collectionUrl } from '../src/collection-json-ld';
import type { CollectionPage } from '../src/collection-page';
import type { ListedRecipe } from '../src/listed-recipe';

const ORIGIN = 'https://recipes.example';
const card = (id: string, title: string): ListedRecipe => ({
  id,
  title,
  image: `/images/${id}.webp`,
  cuisine: 'Italian',
  prepTime: 10,
  likeCount: 0,
  ratingCount: 0,
  ratingSum: 0,
});
const page = (description: string, recipes = [card('b', 'Bean stew'), card('a', 'Apple crumble')]): CollectionPage => ({
  collection: {
    id: 'c1',
    name: 'Weeknights',
    description,
    visibility: 'public',
    ownerUid: 'u1',
    recipeIds: ['b', 'a'],
  },
  ownerName: 'Cora',
  recipes,
});

describe('collectionJsonLd', () => {
  it('lists each recipe page as a ListItem at its position, in the collection’s order', () => {
    expect(collectionJsonLd(ORIGIN, page('Quick ones.'))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Weeknights',
      description: 'Quick ones.',
      url: `${ORIGIN}/collections/c1`,
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: `${ORIGIN}/recipes/b`, name: 'Bean stew' },
        { '@type': 'ListItem', position: 2, url: `${ORIGIN}/recipes/a`, name: 'Apple crumble' },
      ],
    });
  });

  it('is an empty list for an empty collection', () => {
    expect(collectionJsonLd(ORIGIN, page('', [])).itemListElement).toEqual([]);
  });
});

describe('collectionDescription', () => {
  it('is its own description, else a sentence with its count and cook', () => {
    expect(collectionDescription(page('Quick ones.'))).toBe('Quick ones.');
    expect(collectionDescription(page(''))).toBe('A collection of 2 recipes by Cora on Recipe Book.');
    expect(collectionDescription(page('', [card('a', 'A')]))).toBe('A collection of 1 recipe by Cora on Recipe Book.');
  });
});

it('collectionUrl encodes the id', () => {
  expect(collectionUrl(ORIGIN, 'a b')).toBe(`${ORIGIN}/collections/a%20b`);
});
