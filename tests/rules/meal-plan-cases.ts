// The meal plan entry cases shared by a cook's own plan (meal-plan.test.ts)
// and a household's (households.test.ts), whose rules check one shape: a
// valid entry, one change per clause at and just past each limit, and the
// changes an update may make. Each case says whether the rules (and, for the
// content, the schema) accept it.
import { MEAL_PLAN_LIMITS as L, MEALS } from '@recipe-book/schema/constants';
import { serverTimestamp } from 'firebase/firestore';
import type { DocumentData } from 'firebase/firestore';
import { type Case, CLIENT_TIME, emoji, SEEDED_AT } from './recipe-fixtures';

/** A recipe planned for Monday's dinner, as the web app writes it (`changes` on top). */
export const plannedRecipe = (changes: DocumentData = {}): DocumentData => ({
  date: '2026-11-23',
  meal: 'dinner',
  recipeId: 'curry',
  recipeTitle: 'Chickpea Curry',
  servings: 4,
  note: '',
  position: 0,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...changes,
});

/** A note with no recipe ("Leftovers"). */
export const NOTE: DocumentData = { recipeId: null, recipeTitle: null, servings: null, note: 'Leftovers' };

const text = (length: number) => 'x'.repeat(length);

// One case per clause, at and just past each limit; each is a change to the
// planned recipe above and says whether the rules (and the schema) accept it.
export const MEAL_PLAN_CONTENT_CASES: Case[] = [
  ['a planned recipe', {}, true],
  ['a note', NOTE, true],
  ['a note over several lines', { ...NOTE, note: 'Eating out\nat Sam’s' }, true],
  ['a recipe with a note beside it', { note: 'Double the chilli' }, true],
  ['someday (no date)', { date: null }, true],
  ...MEALS.map((meal): Case => [`meal ${meal}`, { meal }, true]),
  // Dates: a real calendar date, leap days by the Gregorian rule.
  ['the 29th of February 2028 (a leap year)', { date: '2028-02-29' }, true],
  ['the 29th of February 2000 (every 400th year is a leap year)', { date: '2000-02-29' }, true],
  ['the 29th of February 2026 (not a leap year)', { date: '2026-02-29' }, false],
  ['the 29th of February 2100 (every 100th year is not)', { date: '2100-02-29' }, false],
  ['the 29th of February in the year 4', { date: '0004-02-29' }, true],
  ['the 29th of February in the year 100', { date: '0100-02-29' }, false],
  ['the 30th of February', { date: '2028-02-30' }, false],
  ['the 31st of April', { date: '2026-04-31' }, false],
  ['the 31st of December', { date: '2026-12-31' }, true],
  ['month 13', { date: '2026-13-01' }, false],
  ['month 00', { date: '2026-00-10' }, false],
  ['day 00', { date: '2026-01-00' }, false],
  ['a date without leading zeros', { date: '2026-1-5' }, false],
  ['a date with a time', { date: '2026-11-23T00:00' }, false],
  ['a date in another order', { date: '23-11-2026' }, false],
  ['an empty date', { date: '' }, false],
  ['a date as a number', { date: 20261123 }, false],
  ['a date as a timestamp', { date: SEEDED_AT }, false],
  // Meals.
  ['meal brunch', { meal: 'brunch' }, false],
  ['meal capitalised', { meal: 'Dinner' }, false],
  ['no meal (null)', { meal: null }, false],
  // Servings: a whole number 1–100 for a recipe.
  [`servings ${L.servings.min}`, { servings: L.servings.min }, true],
  [`servings ${L.servings.max}`, { servings: L.servings.max }, true],
  ['servings 0', { servings: 0 }, false],
  ['servings 101', { servings: 101 }, false],
  ['servings 1.5', { servings: 1.5 }, false],
  ['servings as text', { servings: '4' }, false],
  ['a recipe without servings', { servings: null }, false],
  // The recipe and its title.
  ['a recipe title of 200 characters', { recipeTitle: text(L.recipeTitle.max) }, true],
  ['a recipe title of 200 emoji', { recipeTitle: emoji(L.recipeTitle.max) }, true],
  ['a recipe title of 201 characters', { recipeTitle: text(L.recipeTitle.max + 1) }, false],
  ['a recipe title with a leading space', { recipeTitle: ' Chickpea Curry' }, false],
  ['a recipe title over two lines', { recipeTitle: 'Chickpea\nCurry' }, false],
  ['an empty recipe title', { recipeTitle: '' }, false],
  ['a recipe without its title', { recipeTitle: null }, false],
  ['a recipe id of 128 characters', { recipeId: text(L.recipeId.max) }, true],
  ['a recipe id of 129 characters', { recipeId: text(L.recipeId.max + 1) }, false],
  ['an empty recipe id', { recipeId: '' }, false],
  ['a recipe id as a number', { recipeId: 42 }, false],
  // The note: trimmed text of at most 500 characters, at least one for a note.
  ['a note of 500 characters', { ...NOTE, note: text(L.note.max) }, true],
  ['a note of 500 emoji', { ...NOTE, note: emoji(L.note.max) }, true],
  ['a note of 501 characters', { ...NOTE, note: text(L.note.max + 1) }, false],
  ['a note with a leading space', { ...NOTE, note: ' Leftovers' }, false],
  ['a note with a trailing line break', { ...NOTE, note: 'Leftovers\n' }, false],
  ['a note entry with an empty note', { ...NOTE, note: '' }, false],
  ['a note entry with servings', { ...NOTE, servings: 2 }, false],
  ['a note entry with a recipe title', { ...NOTE, recipeTitle: 'Chickpea Curry' }, false],
  ['a note as a number', { ...NOTE, note: 42 }, false],
  ['no note at all (null)', { note: null }, false],
  // Position: any finite number.
  ['position 1.5 (between two entries)', { position: 1.5 }, true],
  ['a negative position', { position: -3 }, true],
  ['position as text', { position: '1' }, false],
  ['position NaN', { position: Number.NaN }, false],
  ['position Infinity', { position: Number.POSITIVE_INFINITY }, false],
  // Nothing else.
  ['another field', { email: 'alice@example.com' }, false],
  // The server's times.
  ['createdAt a client time', { createdAt: CLIENT_TIME }, false],
  ['updatedAt a client time', { updatedAt: CLIENT_TIME }, false],
];

// Changes to a stored planned recipe (updatedAt set to the server time with
// each), and whether an update may make them.
export const MEAL_PLAN_UPDATES: Case[] = [
  ['to another date', { date: '2026-11-26' }, true],
  ['to someday', { date: null }, true],
  ['to another meal', { meal: 'lunch' }, true],
  ['to another place in its meal', { position: 2.5 }, true],
  ['the servings', { servings: 6 }, true],
  ['a note beside the recipe', { note: 'Make extra for Tuesday' }, true],
  ['every editable field at once', { date: null, meal: 'snack', servings: 1, note: 'Half', position: 9 }, true],
  ['to a date that does not exist', { date: '2026-02-29' }, false],
  ['servings 0', { servings: 0 }, false],
  ['servings 101', { servings: 101 }, false],
  ['the servings taken away', { servings: null }, false],
  ['another recipe', { recipeId: 'dal' }, false],
  ['the recipe title', { recipeTitle: 'Dal' }, false],
  ['the recipe taken away (into a note)', { recipeId: null, recipeTitle: null, servings: null, note: 'Out' }, false],
  ['createdAt', { createdAt: serverTimestamp() }, false],
  ['another field', { done: true }, false],
];

// Changes to a stored note, and whether an update may make them.
export const NOTE_UPDATES: Case[] = [
  ['its text', { note: 'Pizza night' }, true],
  ['its text emptied', { note: '' }, false],
  ['servings on a note', { servings: 2 }, false],
  ['a recipe given to a note', { recipeId: 'curry', recipeTitle: 'Chickpea Curry', servings: 4 }, false],
];
