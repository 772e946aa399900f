// Adding to a pantry: only what is not on hand goes in, once each, and a pantry of 200 takes no more.
import { expect, it } from 'vitest';
import { foodsToAdd, PantryFullError } from './pantry-additions';

const foods = (count: number) => Array.from({ length: count }, (_, index) => `food ${index}`);

it('adds only the foods not on hand, each once, in the order given', () => {
  expect(foodsToAdd(['tomato'], ['basil', 'tomato', 'cream', 'basil'])).toEqual(['basil', 'cream']);
  expect(foodsToAdd(['tomato'], ['tomato'])).toEqual([]);
});

it('refuses in words what would take the pantry past 200 foods', () => {
  expect(foodsToAdd(foods(199), ['basil'])).toEqual(['basil']);
  expect(() => foodsToAdd(foods(199), ['basil', 'cream'])).toThrow(PantryFullError);
  expect(() => foodsToAdd(foods(200), ['basil'])).toThrow('Your pantry holds at most 200 foods: remove some first.');
  // What is on hand already adds nothing, so a full pantry does not refuse it.
  expect(foodsToAdd(foods(200), ['food 3'])).toEqual([]);
});
