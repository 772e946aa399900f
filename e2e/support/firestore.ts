// Direct access to the Firestore emulator for test set-up and checks. The
// emulator's `Bearer owner` token skips the security rules, so the app under
// test is the only writer that goes through them.
import { NEW_RECIPE_COUNTERS, type RecipeInput } from '@recipe-book/schema/recipe';
import { ratingMove, ratingMoveSteps } from '@recipe-book/schema/rating';
import { searchTokens } from '@recipe-book/schema/search';
import { sampleRecipeInput } from '../../schema/test/support/sample-recipe';

const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
const DATABASE_NAME = 'projects/demo-recipes/databases/(default)';
const DOCUMENTS = `${FIRESTORE}/v1/${DATABASE_NAME}/documents`;
const ADMIN = { authorization: 'Bearer owner', 'content-type': 'application/json' };

type Value =
  | { stringValue: string }
  | { integerValue: string }
  | { timestampValue: string }
  | { arrayValue: { values: Value[] } }
  | { mapValue: { fields: Record<string, Value> } };

const text = (value: string): Value => ({ stringValue: value });
const list = (values: readonly string[]): Value => ({ arrayValue: { values: values.map(text) } });
const integer = (value: number): Value => ({ integerValue: String(value) });

/** The counters of a new recipe (schema/src/recipe.ts) as typed values: numbers, and the map of star counts. */
const newRecipeCounters = (): Record<string, Value> =>
  Object.fromEntries(
    Object.entries(NEW_RECIPE_COUNTERS).map(([name, value]): [string, Value] => [
      name,
      typeof value === 'number'
        ? integer(value)
        : {
            mapValue: {
              fields: Object.fromEntries(Object.entries(value).map(([key, count]) => [key, integer(count)])),
            },
          },
    ]),
  );

/** Fields a test may choose; the rest are the suites' one sample recipe (schema/test/support/sample-recipe.ts). */
export type RecipeOptions = Partial<Omit<RecipeInput, 'title'>>;

/** A recipe's content as the Firestore REST API's typed values (a field left undefined is left out). */
function contentFields(content: Partial<RecipeInput>): Record<string, Value> {
  const fields: Record<string, Value> = {};
  for (const [name, value] of Object.entries(content)) {
    if (typeof value === 'string') fields[name] = text(value);
    else if (typeof value === 'number') fields[name] = { integerValue: String(value) };
    else if (Array.isArray(value)) fields[name] = list(value);
  }
  return fields;
}

/** Adds a document with a generated id to `collection`, past the rules; returns its id. */
async function addDocument(collection: string, fields: Record<string, Value>): Promise<string> {
  const response = await fetch(`${DOCUMENTS}/${collection}`, {
    method: 'POST',
    headers: ADMIN,
    body: JSON.stringify({ fields }),
  });
  if (!response.ok) throw new Error(`Firestore emulator: ${response.status} ${await response.text()}`);
  const { name } = (await response.json()) as { name: string };
  return name.split('/').at(-1) ?? '';
}

/** The sample recipe with `options` (docs/data-model.md), owned by `ownerUid`; returns its id. */
export async function createRecipeFor(
  ownerUid: string,
  displayName: string,
  title: string,
  options: RecipeOptions = {},
): Promise<string> {
  const now = new Date().toISOString();
  const fields: Record<string, Value> = {
    ...contentFields(sampleRecipeInput(title)),
    ...contentFields(options),
    // Written as the backend writes it, so the recipe is searchable at once.
    searchTokens: list(searchTokens(title)),
    ...newRecipeCounters(),
    ownerUid: text(ownerUid),
    displayName: text(displayName),
    createdAt: { timestampValue: now },
    updatedAt: { timestampValue: now },
  };
  return addDocument('recipes', fields);
}

/** The recipe's owner name as stored now. */
export async function recipeDisplayName(recipeId: string): Promise<string | undefined> {
  const response = await fetch(`${DOCUMENTS}/recipes/${recipeId}`, { headers: ADMIN });
  const { fields } = (await response.json()) as { fields?: { displayName?: { stringValue: string } } };
  return fields?.displayName?.stringValue;
}

/** Removes one recipe this test made (never anything else: the emulators are shared). */
export async function deleteRecipe(recipeId: string): Promise<void> {
  await fetch(`${DOCUMENTS}/recipes/${recipeId}`, { method: 'DELETE', headers: ADMIN });
}

/** Whether a document exists, read past the rules (e.g. `recipes/x/likes/uid`). */
export async function documentExists(path: string): Promise<boolean> {
  const response = await fetch(`${DOCUMENTS}/${path}`, { headers: ADMIN });
  return response.ok;
}

/** A collection's stored `recipeIds`, read past the rules: what a write has saved, not what a page shows. */
export async function storedRecipeIds(collectionPath: string): Promise<string[]> {
  const response = await fetch(`${DOCUMENTS}/${collectionPath}`, { headers: ADMIN });
  const { fields } = (await response.json()) as {
    fields?: { recipeIds?: { arrayValue: { values?: { stringValue: string }[] } } };
  };
  return (fields?.recipeIds?.arrayValue.values ?? []).map((value) => value.stringValue);
}

/** Removes one document this test made (a like, a wishlist entry). */
export async function deleteDocument(path: string): Promise<void> {
  await fetch(`${DOCUMENTS}/${path}`, { method: 'DELETE', headers: ADMIN });
}

/** A review as a test writes it past the rules: the reviewer's uid, stars, text and when. */
export interface SeedReview {
  uid: string;
  rating: number;
  text: string;
  at: Date;
}

/** Writes reviews of a recipe and moves its counters to match, in one commit (as the backend would). */
export async function addReviews(recipeId: string, reviews: readonly SeedReview[]): Promise<void> {
  const writes = reviews.map(({ uid, rating, text: body, at }) => ({
    update: {
      name: `${DATABASE_NAME}/documents/recipes/${recipeId}/reviews/${uid}`,
      fields: {
        rating: { integerValue: String(rating) },
        text: text(body),
        displayName: text(`Reviewer ${uid}`),
        createdAt: { timestampValue: at.toISOString() },
        updatedAt: { timestampValue: at.toISOString() },
      },
    },
  }));
  // Each review's move of the rating fields (schema/src/rating.ts), added up per field path.
  const steps = new Map<string, number>();
  for (const { rating } of reviews) {
    for (const [path, step] of Object.entries(ratingMoveSteps(ratingMove(undefined, rating)))) {
      steps.set(path, (steps.get(path) ?? 0) + step);
    }
  }
  // A map key that is a number is quoted in a REST field path (starCounts.`5`).
  const fieldPath = (path: string) => path.replace(/\.(\d+)$/, '.`$1`');
  const counters = {
    transform: {
      document: `${DATABASE_NAME}/documents/recipes/${recipeId}`,
      fieldTransforms: [...steps].map(([path, step]) => ({ fieldPath: fieldPath(path), increment: integer(step) })),
    },
  };
  const response = await fetch(`${DOCUMENTS}:commit`, {
    method: 'POST',
    headers: ADMIN,
    body: JSON.stringify({ writes: [...writes, counters] }),
  });
  if (!response.ok) throw new Error(`Firestore emulator: ${response.status} ${await response.text()}`);
}

/** A collection of `ownerUid`'s as the app stores it (docs/data-model.md#collections), changed now; returns its id. */
export async function createCollectionFor(
  ownerUid: string,
  name: string,
  { visibility, recipeIds = [] }: { visibility: 'public' | 'unlisted' | 'private'; recipeIds?: readonly string[] },
): Promise<string> {
  const now = new Date().toISOString();
  const fields: Record<string, Value> = {
    name: text(name),
    description: text(''),
    visibility: text(visibility),
    recipeIds: list(recipeIds),
    ownerUid: text(ownerUid),
    createdAt: { timestampValue: now },
    updatedAt: { timestampValue: now },
  };
  return addDocument('collections', fields);
}

/**
 * Changes text fields of one document past the rules, as another device's
 * write would reach an open page (`touched`: also sets `updatedAt` to now).
 */
export async function updateTextFields(
  path: string,
  changes: Record<string, string>,
  { touched = false }: { touched?: boolean } = {},
): Promise<void> {
  const fields: Record<string, Value> = Object.fromEntries(
    Object.entries(changes).map(([field, value]) => [field, text(value)]),
  );
  if (touched) fields.updatedAt = { timestampValue: new Date().toISOString() };
  const mask = Object.keys(fields)
    .map((field) => `updateMask.fieldPaths=${encodeURIComponent(field)}`)
    .join('&');
  const response = await fetch(`${DOCUMENTS}/${path}?${mask}&currentDocument.exists=true`, {
    method: 'PATCH',
    headers: ADMIN,
    body: JSON.stringify({ fields }),
  });
  if (!response.ok) throw new Error(`Firestore emulator: ${response.status} ${await response.text()}`);
}
