// Nutrition per serving and a recipe video over HTTP: POST and PATCH accept
// them, a bad amount or link is a 400 naming the field (`nutrition.fat`,
// `videoUrl`), GET returns them, and the server-rendered recipe page's JSON-LD
// tells them, carrying all 15 of Google's recommended Recipe properties.
import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_URL_RULE } from '@recipe-book/schema/recipe';
import { recipePath } from '@recipe-book/schema/paths';
import { call, expectError } from './support/api';
import { SITE_ORIGIN } from './support/env';
import { db } from './support/firestore';
import { createRecipe, deleteCreatedRecipes, getRecipe, recipeBody } from './support/recipes';
import { putReview } from './support/reviews';
import { createUser, createUsers, deleteCreatedUsers, type TestUser } from './support/users';
import { jsonLdRecipe } from '../src/import/json-ld';

const YOUTUBE_ID = 'dQw4w9WgXcQ';
const NUTRITION = {
  calories: 240,
  fat: 9,
  saturatedFat: 2.5,
  carbohydrate: 31,
  sugar: 4,
  fiber: 3,
  protein: 12,
  sodium: 300,
};

let author: TestUser;

beforeAll(async () => {
  author = await createUser({ displayName: 'Nina Nutrition' });
});

afterAll(async () => {
  await deleteCreatedRecipes();
  await deleteCreatedUsers();
});

const invalidPost = (json: unknown) => expectError(400, 'POST', '/recipes', { token: author.idToken, json });

describe('POST and GET /recipes', () => {
  it('stores and returns nutrition per serving and a YouTube video as sent', async () => {
    const videoUrl = `https://www.youtube.com/watch?v=${YOUTUBE_ID}&t=42s`;
    const id = await createRecipe(author, { nutrition: NUTRITION, videoUrl });
    expect(await getRecipe(id)).toMatchObject({ nutrition: NUTRITION, videoUrl });
  });

  it('stores a video file, and some of the amounts only', async () => {
    const videoUrl = 'https://cdn.example.com/videos/soup.webm';
    const id = await createRecipe(author, { nutrition: { calories: 120 }, videoUrl });
    expect(await getRecipe(id)).toMatchObject({ nutrition: { calories: 120 }, videoUrl });
  });

  const refused: [string, Record<string, unknown>, string][] = [
    ['fat past its limit', { nutrition: { fat: 1001 } }, 'nutrition.fat: Fat must be at most 1000 g'],
    ['calories below 0', { nutrition: { calories: -5 } }, 'nutrition.calories: Calories must be at least 0 kcal'],
    ['sodium as text', { nutrition: { sodium: '300 mg' } }, 'nutrition.sodium: Sodium must be a number of mg'],
    ['an unknown nutrient', { nutrition: { calories: 1, salt: 1 } }, 'Unknown field in nutrition: salt'],
    ['empty nutrition', { nutrition: {} }, 'nutrition: Nutrition needs at least one amount (or leave it out)'],
    ['a video on another host', { videoUrl: 'https://vimeo.com/123456789' }, `videoUrl: ${VIDEO_URL_RULE}`],
    ['a video over http', { videoUrl: `http://youtu.be/${YOUTUBE_ID}` }, `videoUrl: ${VIDEO_URL_RULE}`],
  ];
  it.each(refused)('refuses %s with a 400 naming the field', async (_name, change, message) => {
    const error = await invalidPost(recipeBody(change));
    expect(error.code).toBe('invalid-field');
    expect(error.message).toBe(message);
  });
});

describe('PATCH /recipes/{id}', () => {
  it('replaces the nutrition as a whole and changes the video', async () => {
    const id = await createRecipe(author, { nutrition: NUTRITION });
    const patch = { nutrition: { calories: 300 }, videoUrl: `https://youtu.be/${YOUTUBE_ID}` };
    const result = await call('PATCH', `/recipes/${id}`, { token: author.idToken, json: patch });
    expect(result.status).toBe(200);
    expect(await getRecipe(id)).toMatchObject(patch);
  });

  it('removes the nutrition, the video and the source sent as null, keeping the rest', async () => {
    const sourceUrl = 'https://example.com/soup';
    const id = await createRecipe(author, {
      nutrition: NUTRITION,
      videoUrl: `https://youtu.be/${YOUTUBE_ID}`,
      sourceUrl,
    });
    const removeAll = { nutrition: null, videoUrl: null, sourceUrl: null };
    const result = await call('PATCH', `/recipes/${id}`, { token: author.idToken, json: removeAll });
    expect(result.status).toBe(200);
    expect(await getRecipe(id)).toMatchObject({ ...removeAll, title: recipeBody().title });
    const stored = (await db.doc(recipePath(id)).get()).data() ?? {};
    expect(['nutrition', 'videoUrl', 'sourceUrl'].filter((field) => field in stored)).toEqual([]);
  });

  it('refuses a bad amount or link with a 400 naming the field', async () => {
    const id = await createRecipe(author);
    const patch = (json: unknown) => expectError(400, 'PATCH', `/recipes/${id}`, { token: author.idToken, json });
    expect((await patch({ nutrition: { protein: 2000 } })).message).toBe(
      'nutrition.protein: Protein must be at most 1000 g',
    );
    expect((await patch({ videoUrl: 'https://example.com/soup.mov' })).message).toBe(`videoUrl: ${VIDEO_URL_RULE}`);
    // Only an optional field can be removed.
    expect((await patch({ title: null })).message).toMatch(/^title: /);
  });
});

describe('the recipe page JSON-LD', () => {
  // Google's recipe rich results: name and image required, these 15 recommended.
  const RECOMMENDED = [
    'aggregateRating',
    'author',
    'cookTime',
    'datePublished',
    'description',
    'keywords',
    'nutrition',
    'prepTime',
    'recipeCategory',
    'recipeCuisine',
    'recipeIngredient',
    'recipeInstructions',
    'recipeYield',
    'totalTime',
    'video',
  ];

  async function jsonLdOfThePage(id: string) {
    const response = await fetch(`${SITE_ORIGIN}/recipes/${id}`);
    expect(response.status).toBe(200);
    return jsonLdRecipe(parseDocument(await response.text()));
  }

  it("tells nutrition and video, and all 15 of Google's recommended properties for a recipe that has them", async () => {
    const id = await createRecipe(author, {
      nutrition: NUTRITION,
      videoUrl: `https://youtu.be/${YOUTUBE_ID}`,
      cookTime: 20,
      categories: ['Lunch'],
    });
    const [reviewer] = await createUsers(1);
    expect((await putReview(id, reviewer!, { rating: 5, text: 'Lovely' })).status).toBe(201);
    const recipe = await getRecipe(id);

    const jsonLd = await jsonLdOfThePage(id);
    expect(RECOMMENDED).toHaveLength(15);
    for (const property of ['name', 'image', ...RECOMMENDED]) expect(jsonLd, property).toHaveProperty(property);
    expect(jsonLd?.nutrition).toEqual({
      '@type': 'NutritionInformation',
      calories: '240 calories',
      fatContent: '9 g',
      saturatedFatContent: '2.5 g',
      carbohydrateContent: '31 g',
      sugarContent: '4 g',
      fiberContent: '3 g',
      proteinContent: '12 g',
      sodiumContent: '300 mg',
    });
    expect(jsonLd?.video).toEqual({
      '@type': 'VideoObject',
      name: recipe.title,
      description: jsonLd?.description,
      thumbnailUrl: [`https://i.ytimg.com/vi/${YOUTUBE_ID}/hqdefault.jpg`],
      uploadDate: recipe.createdAt,
      embedUrl: `https://www.youtube.com/embed/${YOUTUBE_ID}`,
    });
    // The same through the API's JSON-LD answer.
    expect((await call('GET', `/recipes/${id}?format=jsonld`)).body).toEqual(jsonLd);
  });

  it("tells a video file by its address, with the recipe's picture", async () => {
    const file = 'https://cdn.example.com/videos/soup.mp4';
    const id = await createRecipe(author, { videoUrl: file });
    const jsonLd = await jsonLdOfThePage(id);
    expect(jsonLd?.video).toMatchObject({
      contentUrl: file,
      thumbnailUrl: [`${SITE_ORIGIN}/images/recipes/tomato-soup.webp`],
    });
    expect(jsonLd).not.toHaveProperty('nutrition');
  });
});
