// The Add and Update forms: text as typed becomes a recipe the shared schema
// accepts, and an update sends only what the cook changed.
import type { Recipe } from '@recipe-book/schema/recipe';
import { describe, expect, it } from 'vitest';
import { recipeFormSchema } from './recipe-form-schema';
import {
  changedFields,
  isUnchanged,
  NO_NUTRITION,
  readFormValues,
  RECIPE_FORM_DEFAULTS,
  type RecipeFormValues,
  toFormValues,
} from './recipe-form-values';

const typed: RecipeFormValues = {
  image: ' /images/recipes/tomato-soup.webp ',
  title: '  Tomato soup ',
  ingredients: 'tomatoes, salt\nwater',
  instructions: 'Boil the water. Add the tomatoes.\nSalt to taste',
  cuisine: 'Italian',
  prepTime: ' 25 ',
  cookTime: '40',
  servings: ' 6',
  categories: ['Lunch'],
  sourceUrl: '',
  nutrition: NO_NUTRITION,
  videoUrl: '',
  visibility: 'public',
  asWritten: null,
};

const stored: Recipe = {
  id: 'abc123',
  title: 'Tomato soup',
  image: '/images/recipes/tomato-soup.webp',
  ingredients: ['tomatoes', 'salt', 'water'],
  instructions: ['Boil the water.', 'Add the tomatoes.', 'Salt to taste'],
  cuisine: 'Italian',
  prepTime: 25,
  cookTime: 40,
  servings: 6,
  categories: ['Lunch'],
  visibility: 'public',
  likeCount: 3,
  wishlistCount: 1,
  ratingCount: 2,
  ratingSum: 9,
  starCounts: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 },
  ownerUid: 'owner',
  displayName: 'Sophie',
  searchTokens: ['to', 'tom'],
  createdAt: new Date('2026-01-02T03:04:05.000Z'),
  updatedAt: new Date('2026-02-03T04:05:06.000Z'),
};

describe('recipeFormSchema', () => {
  it('turns the typed text into a recipe: lists split, text trimmed, times and servings numbers', () => {
    expect(recipeFormSchema.parse(typed)).toEqual({
      image: '/images/recipes/tomato-soup.webp',
      title: 'Tomato soup',
      ingredients: ['tomatoes', 'salt', 'water'],
      instructions: ['Boil the water.', 'Add the tomatoes.', 'Salt to taste'],
      cuisine: 'Italian',
      prepTime: 25,
      cookTime: 40,
      servings: 6,
      categories: ['Lunch'],
      visibility: 'public',
    });
  });

  it('keeps the visibility chosen, and refuses one that is not public, unlisted or private', () => {
    expect(recipeFormSchema.parse({ ...typed, visibility: 'unlisted' }).visibility).toBe('unlisted');
    const checked = recipeFormSchema.safeParse({ ...typed, visibility: 'friends' });
    expect(checked.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['visibility']);
  });

  it('starts at 4 servings and no cooking, and reads an empty cook time as no cooking', () => {
    expect(RECIPE_FORM_DEFAULTS.servings).toBe('4');
    expect(RECIPE_FORM_DEFAULTS.cookTime).toBe('0');
    expect(recipeFormSchema.parse({ ...typed, cookTime: ' ' }).cookTime).toBe(0);
  });

  it('refuses servings that are missing, not whole, or out of 1–100', () => {
    for (const servings of ['', 'abc', '2.5', '0', '101']) {
      expect(recipeFormSchema.safeParse({ ...typed, servings }).success, servings).toBe(false);
    }
  });

  it('refuses a cook time that is not whole minutes in 0–1440', () => {
    for (const cookTime of ['abc', '2.5', '-1', '1441']) {
      expect(recipeFormSchema.safeParse({ ...typed, cookTime }).success, cookTime).toBe(false);
    }
  });

  it('opens a draft saved before servings and cook time existed with their starting values', () => {
    const { servings: _servings, cookTime: _cookTime, ...oldDraft } = typed;
    expect(readFormValues(oldDraft)).toMatchObject({ servings: '4', cookTime: '0' });
  });

  it('keeps the page an imported recipe came from, and sends no source at all when there is none', () => {
    const imported = recipeFormSchema.parse({ ...typed, sourceUrl: 'https://cooking.example/soup' });
    expect(imported.sourceUrl).toBe('https://cooking.example/soup');
    expect('sourceUrl' in recipeFormSchema.parse(typed)).toBe(false);
  });

  it('refuses a source that is not an http(s) address', () => {
    const result = recipeFormSchema.safeParse({ ...typed, sourceUrl: 'javascript:alert(1)' });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['sourceUrl']);
  });

  it('opens no draft that does not have the shape of the form', () => {
    expect(readFormValues(null)).toBeUndefined();
    expect(readFormValues({ ...typed, title: 3 })).toBeUndefined();
    expect(readFormValues({ ...typed, categories: 'Lunch' })).toBeUndefined();
    expect(readFormValues({ ...typed, asWritten: { ingredients: ['salt'] } })).toBeUndefined();
    expect(readFormValues({ ...typed, extra: 'dropped' })).toEqual(typed);
  });

  it('opens a draft saved before sources existed with none', () => {
    const { sourceUrl: _sourceUrl, ...oldDraft } = typed;
    expect(readFormValues(oldDraft)?.sourceUrl).toBe('');
  });

  it('refuses the empty form on every required field at once', () => {
    const result = recipeFormSchema.safeParse(RECIPE_FORM_DEFAULTS);
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((issue) => issue.path[0]));
    expect(fields).toEqual(new Set(['image', 'title', 'ingredients', 'instructions', 'prepTime']));
  });

  it('refuses a prep time that is not a whole number of minutes in range', () => {
    for (const prepTime of ['abc', '2.5', '0', '1441']) {
      expect(recipeFormSchema.safeParse({ ...typed, prepTime }).success, prepTime).toBe(false);
    }
  });

  it('refuses what the shared schema refuses (here: an image path that is not on this site)', () => {
    expect(recipeFormSchema.safeParse({ ...typed, image: '//evil.example/a.png' }).success).toBe(false);
  });
});

describe('toFormValues', () => {
  it('shows a stored recipe one item per line, which parses back to the same recipe', () => {
    const values = toFormValues(stored);
    expect(values.ingredients).toBe('tomatoes\nsalt\nwater');
    expect(values.prepTime).toBe('25');
    const { title, image, ingredients, instructions, cuisine, prepTime, cookTime, servings, categories, visibility } =
      stored;
    expect(recipeFormSchema.parse(values)).toEqual({
      title,
      image,
      ingredients,
      instructions,
      cuisine,
      prepTime,
      cookTime,
      servings,
      categories,
      visibility,
    });
  });

  it('shows the source of an adapted recipe, and none for an own one', () => {
    expect(toFormValues({ ...stored, sourceUrl: 'https://cooking.example/soup' }).sourceUrl).toBe(
      'https://cooking.example/soup',
    );
    expect(toFormValues(stored).sourceUrl).toBe('');
  });

  it('keeps a stored item with a comma whole, and splits what the cook adds as typed text', () => {
    const values = toFormValues({ ...stored, ingredients: ['1 onion, finely chopped', 'salt'] });
    expect(recipeFormSchema.parse(values).ingredients).toEqual(['1 onion, finely chopped', 'salt']);
    const added = {
      ...values,
      ingredients: `${values.ingredients}
pepper, oil`,
    };
    expect(recipeFormSchema.parse(added).ingredients).toEqual(['1 onion, finely chopped', 'salt', 'pepper', 'oil']);
  });

  it('copies the categories, so ticking a box does not change the stored recipe', () => {
    const values = toFormValues(stored);
    values.categories.push('Dinner');
    expect(stored.categories).toEqual(['Lunch']);
  });
});

describe('isUnchanged', () => {
  const base = toFormValues(stored);

  it('is true for the same values, false once any field differs', () => {
    expect(isUnchanged({ ...base, categories: [...base.categories] }, base)).toBe(true);
    expect(isUnchanged({ ...base, title: 'Tomato soup!' }, base)).toBe(false);
    expect(isUnchanged({ ...base, categories: ['Lunch', 'Dinner'] }, base)).toBe(false);
  });

  it('compares the text as typed: a trailing space is a change', () => {
    expect(isUnchanged({ ...base, title: `${base.title} ` }, base)).toBe(false);
  });
});

describe('changedFields', () => {
  const before = toFormValues(stored);

  it('sends only the fields that were changed, as parsed', () => {
    const edited = { ...before, title: '  Better soup ', prepTime: '30' };
    expect(changedFields(before, edited, recipeFormSchema.parse(edited))).toEqual({
      title: 'Better soup',
      prepTime: 30,
    });
  });

  it('sends a removed source as cleared (undefined), and an untouched one not at all', () => {
    const adapted = toFormValues({ ...stored, sourceUrl: 'https://cooking.example/soup' });
    const removed = { ...adapted, sourceUrl: '' };
    const patch = changedFields(adapted, removed, recipeFormSchema.parse(removed));
    expect(Object.keys(patch)).toEqual(['sourceUrl']);
    expect(patch.sourceUrl).toBeUndefined();
    const retitled = { ...adapted, title: 'Soup' };
    expect(changedFields(adapted, retitled, recipeFormSchema.parse(retitled))).toEqual({ title: 'Soup' });
  });

  it('sends nothing when nothing was changed', () => {
    expect(changedFields(before, before, recipeFormSchema.parse(before))).toEqual({});
  });

  it('does not resend a list the cook did not touch, even if splitting it again would differ', () => {
    // Stored with a comma inside an item (e.g. written through the API): re-splitting would break it in two.
    const withComma = toFormValues({ ...stored, ingredients: ['salt, to taste', 'water'] });
    const edited = { ...withComma, title: 'Salted water' };
    const patch = changedFields(withComma, edited, recipeFormSchema.parse(edited));
    expect(patch).toEqual({ title: 'Salted water' });
  });
});

describe('nutrition per serving and the video', () => {
  const withNutrition = (nutrition: Partial<RecipeFormValues['nutrition']>, videoUrl = '') =>
    recipeFormSchema.safeParse({ ...typed, nutrition: { ...NO_NUTRITION, ...nutrition }, videoUrl });

  it('keeps only the amounts typed, as numbers, and no nutrition when none is typed', () => {
    expect(withNutrition({ calories: ' 240 ', sodium: '300', fat: '9.5' }).data?.nutrition).toEqual({
      calories: 240,
      fat: 9.5,
      sodium: 300,
    });
    expect('nutrition' in (withNutrition({}).data ?? {})).toBe(false);
  });

  it('reports an amount past its limit on that amount, naming it and its unit', async () => {
    const { recipeFormResolver } = await import('./recipe-form-schema');
    const values = { ...typed, nutrition: { ...NO_NUTRITION, fat: '1200', sodium: '-1' } };
    const { errors } = await recipeFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(errors.nutrition?.fat?.message).toBe('Fat must be at most 1000 g');
    expect(errors.nutrition?.sodium?.message).toBe('Sodium must be at least 0 mg');
  });

  it('takes a YouTube link, and refuses another host naming the ones accepted', async () => {
    expect(withNutrition({}, ' https://youtu.be/dQw4w9WgXcQ ').data?.videoUrl).toBe('https://youtu.be/dQw4w9WgXcQ');
    const { recipeFormResolver } = await import('./recipe-form-schema');
    const values = { ...typed, videoUrl: 'https://vimeo.com/1' };
    const { errors } = await recipeFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(errors.videoUrl?.message).toMatch(/^Video must be an https:\/\/ link to YouTube .* \.mp4 or \.webm file$/);
  });

  it("shows a stored recipe's amounts and video, and an update that clears them removes them", () => {
    const filmed = { ...stored, nutrition: { calories: 240 }, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' };
    const before = toFormValues(filmed);
    expect(before.nutrition).toEqual({ calories: '240' });
    expect(before.videoUrl).toBe('https://youtu.be/dQw4w9WgXcQ');
    const cleared = { ...before, nutrition: NO_NUTRITION, videoUrl: '' };
    const patch = changedFields(before, cleared, recipeFormSchema.parse(cleared));
    expect(Object.keys(patch).sort()).toEqual(['nutrition', 'videoUrl']);
    expect(patch.nutrition).toBeUndefined();
    expect(patch.videoUrl).toBeUndefined();
  });

  it('opens a draft saved before these fields existed, and refuses one whose amounts are not text', () => {
    const { nutrition: _nutrition, videoUrl: _videoUrl, ...oldDraft } = typed;
    expect(readFormValues(oldDraft)).toMatchObject({ nutrition: NO_NUTRITION, videoUrl: '' });
    expect(readFormValues({ ...typed, nutrition: { calories: 240 } })).toBeUndefined();
  });

  it('compares amounts by what is typed: an amount typed and emptied again is no change', () => {
    const before = toFormValues({ ...stored, nutrition: { fat: 9, calories: 240 } });
    expect(isUnchanged({ ...before, nutrition: { calories: '240', fat: '9', sodium: '' } }, before)).toBe(true);
    expect(isUnchanged({ ...before, nutrition: { calories: '240' } }, before)).toBe(false);
  });
});
