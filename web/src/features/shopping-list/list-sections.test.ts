import { describe, expect, it } from 'vitest';
import { combinedSections, itemsInUnits } from './combined-lines';
import { BY_HAND_HEADING, listText, sectionsByRecipe } from './list-sections';
import { itemsFromRecipe } from '@recipe-book/schema/shopping-list';
import { itemByHand, type ShoppingListItem } from './shopping-list-item';

const tikka = { id: 'r1', title: 'Chicken Tikka Masala', servings: 4, ingredients: ['200 g butter', 'salt, to taste'] };
const cake = { id: 'r2', title: 'Butter Cake', servings: 2, ingredients: ['150 g butter, softened', '1 kg flour'] };

let next = 0;
/** Items as the list reads them back: with an id and a time, in the order added. */
const stored = (items: ReturnType<typeof itemsFromRecipe>, checked = false): ShoppingListItem[] =>
  items.map((item) => ({ ...item, checked, id: `i${next++}`, createdAt: new Date(0) }));

const byHand = (text: string) => {
  const made = itemByHand(text);
  if (!('item' in made)) throw new Error(made.error);
  return made.item;
};

describe('itemsFromRecipe', () => {
  it('scales the lines from the servings the recipe is written for, and reads each one', () => {
    expect(itemsFromRecipe(tikka, 6)).toEqual([
      {
        text: '300 g butter',
        name: 'butter',
        quantity: 300,
        unit: 'gram',
        recipeId: 'r1',
        recipeTitle: 'Chicken Tikka Masala',
        checked: false,
      },
      {
        text: 'salt, to taste',
        name: 'salt',
        quantity: null,
        unit: null,
        recipeId: 'r1',
        recipeTitle: 'Chicken Tikka Masala',
        checked: false,
      },
    ]);
  });
});

describe('itemByHand', () => {
  it('reads the amount of a typed line, and belongs to no recipe', () => {
    expect(itemByHand('  2 lemons ')).toEqual({
      item: {
        text: '2 lemons',
        name: 'lemons',
        quantity: 2,
        unit: null,
        recipeId: null,
        recipeTitle: null,
        checked: false,
      },
    });
  });

  it('says why a line cannot be an item', () => {
    expect(itemByHand('   ')).toEqual({ error: 'Item is required' });
    expect(itemByHand('x'.repeat(301))).toEqual({ error: 'Item must be at most 300 characters' });
    expect(itemByHand('milk\nbread')).toEqual({ error: 'Item must be a single line' });
  });
});

describe('the two views', () => {
  const items = [
    ...stored(itemsFromRecipe(tikka, 4)),
    ...stored([byHand('kitchen roll')]),
    ...stored(itemsFromRecipe(cake, 2), true),
  ];

  it('groups by recipe in the order first added, items added by hand last', () => {
    const sections = sectionsByRecipe(items);
    expect(
      sections.map((section) => [section.heading, section.recipe?.id, section.lines.map((line) => line.text)]),
    ).toEqual([
      ['Chicken Tikka Masala', 'r1', ['200 g butter', 'salt, to taste']],
      ['Butter Cake', 'r2', ['150 g butter, softened', '1 kg flour']],
      [BY_HAND_HEADING, undefined, ['kitchen roll']],
    ]);
  });

  it('keeps a deleted recipe’s items under its title, without a link, apart from those added by hand', () => {
    const removed = stored(itemsFromRecipe(cake, 2)).map((item) => ({
      ...item,
      recipeId: null,
      recipeTitle: 'Butter Cake (recipe removed)',
    }));
    const sections = sectionsByRecipe([...stored([byHand('kitchen roll')]), ...removed]);
    expect(
      sections.map((section) => [section.heading, section.recipe?.id, section.lines.map((line) => line.text)]),
    ).toEqual([
      ['Butter Cake (recipe removed)', undefined, ['150 g butter, softened', '1 kg flour']],
      [BY_HAND_HEADING, undefined, ['kitchen roll']],
    ]);
  });

  it('adds up the same ingredient in the same unit, names its recipes, and keeps the rest apart', () => {
    const [section] = combinedSections(items);
    expect(section?.lines.map((line) => [line.text, line.items.length, line.fromRecipes, line.checked])).toEqual([
      ['350 g butter', 2, ['Chicken Tikka Masala', 'Butter Cake'], false],
      ['salt, to taste', 1, ['Chicken Tikka Masala'], false],
      ['kitchen roll', 1, [], false],
      ['1 kg flour', 1, ['Butter Cake'], true],
    ]);
  });

  it('writes the list as plain text with a box per line', () => {
    expect(listText(sectionsByRecipe(items))).toBe(
      [
        'Shopping list',
        'Chicken Tikka Masala\n☐ 200 g butter\n☐ salt, to taste',
        'Butter Cake\n☑ 150 g butter, softened\n☑ 1 kg flour',
        `${BY_HAND_HEADING}\n☐ kitchen roll`,
      ].join('\n\n'),
    );
    expect(listText(combinedSections(items))).toBe(
      'Shopping list\n\n☐ 350 g butter\n☐ salt, to taste\n☐ kitchen roll\n☑ 1 kg flour',
    );
  });
});

describe('itemsInUnits', () => {
  // A recipe in grams and one in cups: in US units both are cups of butter, added up in the combined view.
  const cookies = { id: 'r3', title: 'Cookies', servings: 4, ingredients: ['1 cup butter', '2 eggs'] };
  const toUs = (text: string) => (text === '225 g butter' ? '1 cup butter' : text);

  it('shows each item in the other units, keeping its id and tick', () => {
    const items = stored(itemsFromRecipe({ ...tikka, ingredients: ['225 g butter'] }, 4), true);
    const [shown] = itemsInUnits(items, toUs);
    expect(shown).toMatchObject({ id: items[0]?.id, checked: true, text: '1 cup butter', quantity: 1, unit: 'cup' });
  });

  it('adds up the converted amounts in the combined view', () => {
    const items = [
      ...stored(itemsFromRecipe({ ...tikka, ingredients: ['225 g butter'] }, 4)),
      ...stored(itemsFromRecipe(cookies, 4)),
    ];
    const [combined] = combinedSections(itemsInUnits(items, toUs));
    expect(combined?.lines.map((line) => line.text)).toEqual(['2 cups butter', '2 eggs']);
    expect(combined?.lines[0]?.items.map((item) => item.id)).toEqual(items.slice(0, 2).map((item) => item.id));
  });
});
