// Recipes made by the tests: valid bodies, creation over the API, and removal
// of exactly what this process created.
import { expect } from 'vitest';
import type { Nutrient } from '@recipe-book/schema/nutrition-constants';
import { RECIPES } from '@recipe-book/schema/paths';
import { sampleRecipeInput } from '../../../schema/test/support/sample-recipe';
import { call } from './api';
import { RUN_ID } from './env';
import { db } from './firestore';
import type { TestUser } from './users';

export interface RecipeJson {
  _id: string;
  title: string;
  image: string;
  ingredients: string[];
  instructions: string[];
  cuisine: string;
  prepTime: number;
  servings: number;
  cookTime: number;
  totalTime: number;
  categories: string[];
  sourceUrl: string | null;
  nutrition: Partial<Record<Nutrient, number>> | null;
  videoUrl: string | null;
  visibility: string;
  likeCount: number;
  likes: number;
  wishlistCount: number;
  ratingCount: number;
  ratingAverage: number | null;
  ownerUid: string;
  displayName: string;
  createdAt: string;
  updatedAt: string;
}

const createdIds = new Set<string>();

/** A word no other data contains, to find this run's recipes with `?q=`. */
export const uniqueWord = (label: string) => `${label}${RUN_ID}`.toLowerCase();

/** The shared sample recipe as a request body, with this run's title unless overridden. */
export function recipeBody(overrides: Record<string, unknown> = {}) {
  return { ...sampleRecipeInput(`Test Soup ${RUN_ID}`), ...overrides };
}

/** Registers a recipe made another way, so that cleanup removes it too. */
export function rememberRecipe(id: string): void {
  createdIds.add(id);
}

/** Creates a recipe from exactly this body (what a client sends), expecting 201; cleanup removes it. */
export async function postRecipe(user: TestUser, json: unknown): Promise<string> {
  const result = await call<{ insertedId: string }>('POST', '/recipes', { token: user.idToken, json });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  rememberRecipe(result.body.insertedId);
  return result.body.insertedId;
}

/** Creates the sample recipe with these fields changed. */
export const createRecipe = (user: TestUser, overrides: Record<string, unknown> = {}): Promise<string> =>
  postRecipe(user, recipeBody(overrides));

/** GET /recipes with `query`, following X-Next-Cursor to the end; returns every page. */
export async function allPages(query: string, token?: string): Promise<RecipeJson[][]> {
  const pages: RecipeJson[][] = [];
  let cursor: string | null = null;
  do {
    const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const result = await call<RecipeJson[]>('GET', `/recipes?${query}${suffix}`, { token });
    expect(result.status).toBe(200);
    pages.push(result.body);
    cursor = result.headers.get('x-next-cursor');
    expect(pages.length).toBeLessThan(20);
  } while (cursor);
  return pages;
}

export async function getRecipe(id: string): Promise<RecipeJson> {
  const result = await call<RecipeJson>('GET', `/recipes/${id}`);
  expect(result.status).toBe(200);
  return result.body;
}

/** Deletes what this process created and is still there (the delete trigger removes likes and wishlist entries). */
export async function deleteCreatedRecipes(): Promise<void> {
  const ids = [...createdIds];
  createdIds.clear();
  const writer = db.bulkWriter();
  for (const id of ids) void writer.delete(db.collection(RECIPES).doc(id));
  await writer.close();
}
