// Reading recipe pages: saved page shapes written for these tests
// (pages/*.html), one per way sites publish a schema.org Recipe, plus pages
// without one. Each is read as it is, then turned into a draft that the
// shared recipe schema accepts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recipeDraftSchema } from '@recipe-book/schema/recipe-import';
import { HttpError } from '../../src/http/errors';
import { extractRecipe } from '../../src/import/extract-recipe';
import { toDraft } from '../../src/import/recipe-draft';
import { CARBONARA_DRAFT } from './pages/carbonara-draft';

const PAGE_URL = new URL('https://recipes.example/food/today/recipe.html');

const page = (name: string) => readFileSync(new URL(`./pages/${name}.html`, import.meta.url), 'utf8');
const extracted = (name: string) => extractRecipe(page(name), PAGE_URL);

function draftOf(name: string) {
  const recipe = extracted(name);
  if (!recipe) throw new Error(`${name} holds no recipe`);
  const draft = toDraft(recipe);
  expect(recipeDraftSchema.parse(draft)).toEqual(draft);
  return draft;
}

describe('JSON-LD', () => {
  it('a Recipe alone, with HowToSteps, times and a number of servings', () => {
    expect(draftOf('json-ld-single')).toEqual(CARBONARA_DRAFT);
  });

  it('a Recipe in an array, @type a list, images and yields as lists, instructions as strings', () => {
    expect(draftOf('json-ld-array')).toMatchObject({
      title: 'Fish Tacos',
      image: 'https://tacos.example/fish-1x1.jpg',
      instructions: ['Season and grill the fish.', 'Warm the tortillas.', 'Fill and squeeze the lime over.'],
      cuisine: 'Mexican',
      servings: 4,
      categories: ['Lunch'],
    });
  });

  it('a Recipe in an @graph, HowToSections flattened into steps, an ImageObject, a vegan diet', () => {
    expect(draftOf('json-ld-graph')).toEqual({
      title: 'Red Lentil Dal',
      image: 'https://curry.example/dal.jpg',
      ingredients: ['200 g red lentils', '1 onion', '2 tsp garam masala'],
      instructions: ['Fry the onion.', 'Add the spices.', 'Simmer the lentils, then stir in the tarka.'],
      cuisine: 'Indian',
      // No prepTime on the page: what the total leaves after cooking.
      prepTime: 15,
      cookTime: 30,
      servings: 6,
      categories: ['Vegan'],
    });
  });

  it('HTML tags and entities stripped from every text; an instruction text split at its list items', () => {
    expect(draftOf('json-ld-html-text')).toEqual({
      title: 'Mac & Cheese deluxe',
      image: 'https://comfort.example/mac.webp',
      ingredients: ['250 g macaroni', '200 g cheddar – grated', '500 ml milk'],
      instructions: [
        'Cook the macaroni.',
        'Make a sauce: melt butter, stir in flour & milk.',
        // White space of every kind becomes one plain space.
        'Mix and bake at 200 °C.',
      ],
      cuisine: 'Others',
      prepTime: 10,
      cookTime: 25,
      servings: 6,
      categories: ['Dinner'],
    });
  });

  it('an instruction text split into sentences and lines; only a total time; plural categories', () => {
    expect(draftOf('json-ld-text-sentences')).toEqual({
      title: 'Overnight Oats',
      image: 'https://oats.example/oats-wide.jpg',
      ingredients: ['80 g oats', '200 ml oat milk', '1 tbsp maple syrup'],
      instructions: ['Stir everything together.', 'Cover and chill overnight.', 'Top with fruit in the morning.'],
      cuisine: 'Others',
      prepTime: 90,
      cookTime: 0,
      servings: 1,
      categories: ['Breakfast', 'Dessert', 'Vegan'],
    });
  });

  it("a page's mainEntity, the full schema.org type URL, a relative image made absolute", () => {
    expect(draftOf('json-ld-main-entity')).toMatchObject({
      title: 'Pork Dumplings',
      image: 'https://recipes.example/food/photos/dumplings.jpg',
      instructions: ['Fill, fold and steam for 10 minutes.'],
      cuisine: 'Chinese',
      prepTime: 40,
      cookTime: 10,
      servings: 30,
      categories: [],
    });
  });

  it('skips a script that is not JSON; reads one with raw line breaks in its strings', () => {
    expect(draftOf('json-ld-broken-then-recipe')).toMatchObject({
      title: 'Tomato Soup',
      instructions: ['Roast the tomatoes.', 'Blend with the onion.'],
      servings: 4,
    });
  });
});

describe('microdata, when the JSON-LD holds no recipe', () => {
  it('itemprops, meta and time durations, HowToSteps, an image path resolved on the page', () => {
    expect(draftOf('microdata')).toEqual({
      title: "Grandma's Pancakes",
      image: 'https://recipes.example/images/pancakes.jpg',
      ingredients: ['200 g flour', '2 eggs', '300 ml milk'],
      instructions: ['Whisk everything into a smooth batter.', 'Fry ladlefuls in a hot pan, turning once.'],
      cuisine: 'Others',
      prepTime: 10,
      cookTime: 15,
      servings: 8,
      categories: ['Breakfast'],
    });
  });

  it('a Recipe nested in another item, the older `ingredients`, a JSON-LD article beside it', () => {
    const draft = draftOf('microdata-under-json-ld-article');
    expect(draft).toMatchObject({
      title: 'Chana Masala',
      ingredients: ['1 can chickpeas', '1 tin tomatoes'],
      cuisine: 'Indian',
      prepTime: 30,
      servings: 4,
    });
    expect(draft.instructions.join(' ')).toBe('Fry the spices. Add chickpeas and tomatoes; simmer 20 minutes.');
    expect(draft).not.toHaveProperty('image');
  });
});

describe('pages without a recipe', () => {
  it.each([['article-without-recipe'], ['plain-page']])('%s → none', (name) => {
    expect(extracted(name)).toBeUndefined();
  });

  it.each([[''], ['not html at all'], ['<script type="application/ld+json">null</script>']])(
    'the page %j → none',
    (html) => {
      expect(extractRecipe(html, PAGE_URL)).toBeUndefined();
    },
  );

  it('a Recipe without ingredients → 422 that says what is missing', () => {
    const recipe = extracted('recipe-without-ingredients');
    expect(recipe).toBeDefined();
    expect(() => toDraft(recipe!)).toThrow(HttpError);
    expect(() => toDraft(recipe!)).toThrow(/no ingredients/);
  });
});

/** A page written here: one JSON-LD Recipe with these fields. */
const jsonLdPage = (recipe: object) =>
  `<html><head><script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', ...recipe })}</script></head></html>`;

describe('a draft always fits our limits', () => {
  it('clips long texts and lists, and keeps times and servings within range', () => {
    const html = jsonLdPage({
      name: `${'Very '.repeat(40)}long title`,
      image: `https://recipes.example/${'x'.repeat(3000)}.jpg`,
      recipeIngredient: Array.from({ length: 150 }, (_, i) => `ingredient ${i} ${'y'.repeat(300)}`),
      recipeInstructions: [{ '@type': 'HowToStep', text: 'z'.repeat(3000) }],
      prepTime: 'PT0M',
      cookTime: 'PT30H',
      recipeYield: '500 portions',
    });
    const draft = toDraft(extractRecipe(html, PAGE_URL)!);
    expect(recipeDraftSchema.safeParse(draft).success).toBe(true);
    expect(Array.from(draft.title)).toHaveLength(120);
    expect(draft.title.endsWith('…')).toBe(true);
    expect(draft).not.toHaveProperty('image');
    expect(draft.ingredients).toHaveLength(100);
    expect(Array.from(draft.instructions[0]!)).toHaveLength(2000);
    expect(draft).toMatchObject({ prepTime: 1, cookTime: 1440, servings: 100 });
  });

  it('without times or yield: the schema minimum, no cooking and the default servings', () => {
    const html = jsonLdPage({ name: 'Toast', recipeIngredient: ['bread'], recipeInstructions: 'Toast it.' });
    expect(toDraft(extractRecipe(html, PAGE_URL)!)).toMatchObject({ prepTime: 1, cookTime: 0, servings: 4 });
  });

  it('counts characters as the schema does: emoji once', () => {
    const html = jsonLdPage({ name: '🍕'.repeat(130), recipeIngredient: ['dough'], recipeInstructions: 'Bake.' });
    const draft = toDraft(extractRecipe(html, PAGE_URL)!);
    expect(Array.from(draft.title)).toHaveLength(120);
    expect(recipeDraftSchema.safeParse(draft).success).toBe(true);
  });
});
