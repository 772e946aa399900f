// The shopping list item cases shared by a cook's own list
// (shopping-list.test.ts) and a household's (households.test.ts), whose rules
// check one shape: a valid item, one change per clause, and the changes an
// update may make. Each case says whether the rules (and, for the content,
// the schema) accept it.
import { serverTimestamp } from 'firebase/firestore';
import type { DocumentData } from 'firebase/firestore';
import { type Case, CLIENT_TIME, emoji } from './recipe-fixtures';

/** An item as the web app writes it from a recipe (`changes` on top). */
export const newItem = (changes: DocumentData = {}): DocumentData => ({
  text: '350 g butter',
  name: 'butter',
  quantity: 350,
  unit: 'g',
  recipeId: 'shortbread',
  recipeTitle: 'Shortbread',
  checked: false,
  createdAt: serverTimestamp(),
  ...changes,
});

// One case per clause; each is a change to the item above and says whether
// the rules (and the schema) accept it.
export const SHOPPING_ITEM_CASES: Case[] = [
  ['an item from a recipe', {}, true],
  [
    'an item added by hand',
    { recipeId: null, recipeTitle: null, quantity: null, unit: null, text: 'Kitchen roll', name: 'Kitchen roll' },
    true,
  ],
  ['a fractional quantity', { quantity: 1.5, unit: 'cups', text: '1½ cups rice', name: 'rice' }, true],
  ['an empty name (nothing to combine by)', { name: '' }, true],
  ['a ticked item', { checked: true }, true],
  ['text of 300 emoji', { text: emoji(300) }, true],
  ['text of 301 characters', { text: 'a'.repeat(301) }, false],
  ['empty text', { text: '' }, false],
  ['text over two lines', { text: '350 g\nbutter' }, false],
  ['text with a trailing space', { text: '350 g butter ' }, false],
  ['a negative quantity', { quantity: -1 }, false],
  ['a quantity as text', { quantity: '350' }, false],
  ['an empty unit', { unit: '' }, false],
  ['a unit of 41 characters', { unit: 'u'.repeat(41) }, false],
  ['a recipe title of 121 characters', { recipeTitle: 't'.repeat(121) }, false],
  ['checked as text', { checked: 'yes' }, false],
  ['another field', { email: 'alice@example.com' }, false],
  ['a client time', { createdAt: CLIENT_TIME }, false],
];

// Changes to a stored item (unticked, or ticked where the case unticks it),
// and whether an update may make them.
export const SHOPPING_ITEM_UPDATES: Case[] = [
  ['tick', { checked: true }, true],
  ['untick', { checked: false }, true],
  ['checked as a number', { checked: 1 }, false],
  ['the text', { text: '1 kg butter' }, false],
  ['the quantity with the tick', { checked: true, quantity: 1000 }, false],
  ['createdAt', { createdAt: serverTimestamp() }, false],
];
