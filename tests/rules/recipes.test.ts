// Rules of recipes/{recipeId} (docs/security-rules.md): who may do what, the content
// (in agreement with the shared schema), the server-set fields, titleWords and
// the owner's edits. Counter moves are tested with their marker documents in
// likes.test.ts and wishlist.test.ts.
import { CATEGORIES, CUISINES, RECIPE_LIMITS as L } from '@recipe-book/schema/constants';
import { RECIPES, recipePath } from '@recipe-book/schema/paths';
import {
  displayNameSchema,
  RECIPE_DOC_FIELDS,
  recipeFields,
  recipeInputSchema,
  titleWords,
} from '@recipe-book/schema/recipe';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  increment,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import type { DocumentData, Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { CONTENT_CASES } from './recipe-content-cases';
import { CLIENT_TIME, emoji, newRecipe, storedRecipe, storesAsIs, validContent } from './recipe-fixtures';
import { ACTORS, expectRules, grid, OTHER_UID, OWNER_UID, useRulesEnv } from './rules-env';
import type { Operation } from './rules-env';

const rules = useRulesEnv('demo-rules-recipes');

const RECIPE_ID = 'carbonara';
const recipeRef = (db: Firestore, id = RECIPE_ID) => doc(db, recipePath(id));
const seedRecipe = () => rules.seed({ [recipePath(RECIPE_ID)]: storedRecipe(OWNER_UID) });
const createAsOwner = (data: DocumentData) => setDoc(recipeRef(rules.db('owner'), 'new-recipe'), data);
const editAsOwner = (data: DocumentData) => updateDoc(recipeRef(rules.db('owner')), data);
const stamped = (data: DocumentData) => ({ ...data, updatedAt: serverTimestamp() });

function without(data: DocumentData, field: string): DocumentData {
  const copy = { ...data };
  delete copy[field];
  return copy;
}

describe('recipes: who may do what', () => {
  const operations: Record<Operation, (db: Firestore) => Promise<unknown>> = {
    get: (db) => getDoc(recipeRef(db)),
    list: (db) => getDocs(collection(db, RECIPES)),
    // A recipe in the owner's name: only the owner may create it.
    create: (db) => setDoc(recipeRef(db, 'new-recipe'), newRecipe(OWNER_UID)),
    update: (db) => updateDoc(recipeRef(db), stamped({ prepTime: L.prepTime.max })),
    delete: (db) => deleteDoc(recipeRef(db)),
  };
  const cells = grid({ get: ACTORS, list: ACTORS, create: ['owner'], update: ['owner'], delete: ['owner'] });
  it.each(cells)('%s %s → allowed: %s', async (actor, operation, allowed) => {
    await seedRecipe();
    await expectRules(operations[operation](rules.db(actor)), allowed);
  });

  it('any signed-in user creates a recipe in their own name', async () => {
    await expectRules(setDoc(recipeRef(rules.db('other'), 'new-recipe'), newRecipe(OTHER_UID)), true);
  });
});

describe('recipes: content, as the schema sees it', () => {
  it.each(CONTENT_CASES)('$name → valid: $valid', async ({ change, valid }) => {
    const content = { ...validContent(), ...change };
    expect(storesAsIs(recipeInputSchema, content)).toBe(valid);
    await expectRules(createAsOwner(newRecipe(OWNER_UID, content)), valid);
  });

  it.each(RECIPE_DOC_FIELDS)('without %s → denied', async (field) => {
    if (field in recipeFields) expect(storesAsIs(recipeInputSchema, without(validContent(), field))).toBe(false);
    await expectRules(createAsOwner(without(newRecipe(OWNER_UID), field)), false);
  });
});

describe('recipes: fields the server and the rules decide', () => {
  const denied: [string, DocumentData][] = [
    ['ownerUid spoofed as another user', { ownerUid: OTHER_UID }],
    ['likeCount not 0', { likeCount: 1 }],
    ['wishlistCount not 0', { wishlistCount: 1 }],
    // The SDK writes -0 as a double, which equals 0 but is not an integer.
    ['likeCount a floating-point zero', { likeCount: -0 }],
    ['wishlistCount a floating-point zero', { wishlistCount: -0 }],
    ['createdAt a client time', { createdAt: CLIENT_TIME }],
    ['updatedAt a client time', { updatedAt: CLIENT_TIME }],
    ['createdAt as text', { createdAt: '2025-01-01T12:00:00Z' }],
  ];
  it.each(denied)('%s → denied', async (_name, change) => {
    await expectRules(createAsOwner({ ...newRecipe(OWNER_UID), ...change }), false);
  });

  const displayNames: [string, boolean, unknown][] = [
    ['at the length limit', true, 'x'.repeat(L.displayName.max)],
    ['of emoji at the length limit', true, emoji(L.displayName.max)],
    ['empty', false, ''],
    ['one character too long', false, 'x'.repeat(L.displayName.max + 1)],
    ['not trimmed', false, 'Alice '],
    ['on two lines', false, 'Alice\nCook'],
    ['a number', false, 42],
    ['an e-mail address', false, 'alice@example.com'],
    ['with an @ anywhere', false, 'Chef @ Home'],
  ];
  it.each(displayNames)('displayName %s → valid: %s', async (_name, valid, displayName) => {
    expect(storesAsIs(displayNameSchema, displayName)).toBe(valid);
    await expectRules(createAsOwner({ ...newRecipe(OWNER_UID), displayName }), valid);
  });
});

describe('recipes: titleWords is titleWords(title)', () => {
  const trickyTitles = [
    'Crème Brûlée',
    'ÉCLAIRS AU CHOCOLAT',
    'Spätzle mit KÄSE',
    'STRAẞEN-Brezel',
    'ΣΟΥΒΛΑΚΙ ΣΤΟ ΣΟΥΒΛΙ',
    'İskender Kebap',
    'Mac & Cheese!!!',
    "Grandma's 5-Minute Pancakes",
    'Pasta pasta PASTA',
    '🍕 Pizza Night 🍕',
    '麻婆豆腐',
    'Cafe\u0301 au lait',
    '𝐁𝐞𝐬𝐭 Brownies',
    'Борщ Borscht',
    '!!!',
  ];
  it.each(trickyTitles)('%j → allowed', async (title) => {
    await expectRules(createAsOwner(newRecipe(OWNER_UID, { ...validContent(), title })), true);
  });

  it('the words in any order → allowed', async () => {
    const recipe = newRecipe(OWNER_UID);
    await expectRules(createAsOwner({ ...recipe, titleWords: titleWords(recipe.title).reverse() }), true);
  });

  const wrongWords: [string, string, unknown][] = [
    ['a word missing', 'Spaghetti Carbonara', ['spaghetti']],
    ['no words for a title with words', 'Spaghetti Carbonara', []],
    ['a word that is not in the title', 'Éclair éclair', ['éclair', 'pizza']],
    ['a word twice', 'Éclair éclair', ['éclair', 'éclair']],
    ['more words than the title has', 'Pasta', ['pasta', 'paſta']],
    ['a capital A–Z', 'Spaghetti Carbonara', ['Spaghetti', 'carbonara']],
    ['a capital beyond A–Z', 'Éclair', ['Éclair']],
    ['two words in one item', 'Spaghetti Carbonara', ['spaghetti carbonara']],
    ['a regex instead of words', 'Spaghetti Carbonara', ['.*']],
    ['an item that is not text', '42 Pies', [42, 'pies']],
    ['one string instead of a list', 'Spaghetti Carbonara', 'spaghetti carbonara'],
  ];
  it.each(wrongWords)('%s → denied', async (_name, title, words) => {
    await expectRules(
      createAsOwner({ ...newRecipe(OWNER_UID, { ...validContent(), title }), titleWords: words }),
      false,
    );
  });
});

describe("recipes: the owner's edits", () => {
  const newTitle = 'Carbonara Classica';
  const otherContent = {
    title: newTitle,
    image: 'https://img.example.com/carbonara.jpg',
    ingredients: ['spaghetti'],
    instructions: ['Cook.'],
    cuisine: CUISINES[CUISINES.length - 1],
    prepTime: L.prepTime.min,
    categories: CATEGORIES.slice(0, L.categories.maxItems),
  };
  const edits: [string, boolean, DocumentData][] = [
    ['title and titleWords', true, stamped({ title: newTitle, titleWords: titleWords(newTitle) })],
    ['every content field at once', true, stamped({ ...otherContent, titleWords: titleWords(newTitle) })],
    ['a new displayName', true, stamped({ displayName: 'Alice C.' })],
    ['an edit that leaves updatedAt', false, { prepTime: L.prepTime.min }],
    ['updatedAt a client time', false, { prepTime: L.prepTime.min, updatedAt: CLIENT_TIME }],
    ['the title without its titleWords', false, stamped({ title: newTitle })],
    ['ownerUid handed to another user', false, stamped({ ownerUid: OTHER_UID })],
    ['createdAt moved', false, stamped({ createdAt: serverTimestamp() })],
    ['likeCount raised', false, stamped({ likeCount: increment(1) })],
    ['wishlistCount raised', false, stamped({ wishlistCount: increment(1) })],
    ['an unknown field added', false, stamped({ email: 'alice@example.com' })],
    ['a field removed', false, stamped({ categories: deleteField() })],
    ['a value out of range', false, stamped({ prepTime: L.prepTime.max + 1 })],
  ];
  it.each(edits)('%s → allowed: %s', async (_name, allowed, data) => {
    await seedRecipe();
    await expectRules(editAsOwner(data), allowed);
  });
});
