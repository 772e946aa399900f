// Rules of recipes/{recipeId} (docs/security-rules.md): who may do what, the content
// (in agreement with the shared schema), the server-set fields, the
// backend-kept searchTokens, the owner's edits and the author's name, which
// is their profile's and never another cook's. Counter moves are tested
// with their marker documents in likes.test.ts and wishlist.test.ts.
import { CATEGORIES, CUISINES, RECIPE_LIMITS as L } from '@recipe-book/schema/constants';
import { cookProfilePath } from '@recipe-book/schema/cook-profile';
import { NUTRIENTS } from '@recipe-book/schema/nutrition-constants';
import { RECIPES, recipePath } from '@recipe-book/schema/paths';
import { noStarCounts } from '@recipe-book/schema/rating';
import {
  BACKEND_RECIPE_FIELDS,
  displayNameSchema,
  OPTIONAL_RECIPE_FIELDS,
  RECIPE_DOC_FIELDS,
  recipeFields,
  recipeInputSchema,
} from '@recipe-book/schema/recipe';
import { recipeFoods } from '@recipe-book/schema/recipe-foods';
import { searchTokens } from '@recipe-book/schema/search';
import { LISTED_VISIBILITY_FILTER } from '@recipe-book/schema/visibility';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import type { DocumentData, Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_CASES } from './recipe-content-cases';
import {
  actorProfiles,
  CLIENT_TIME,
  cookProfile,
  DISPLAY_NAME,
  emoji,
  newRecipe,
  OTHER_NAME,
  storedRecipe,
  storesAsIs,
  validContent,
} from './recipe-fixtures';
import { ACTORS, commit, expectRules, grid, OTHER_UID, OWNER_UID, rulesFieldList, useRulesEnv } from './rules-env';
import type { Operation } from './rules-env';

const rules = useRulesEnv('demo-rules-recipes');
// Alice and Bob have their public profiles: the names they sign with.
beforeEach(() => rules.seed(actorProfiles()));

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
    // The public list: a list must ask for public recipes (recipe-visibility.test.ts).
    list: (db) => getDocs(query(collection(db, RECIPES), where(...LISTED_VISIBILITY_FILTER))),
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
    ['a star count not 0', { starCounts: { ...noStarCounts(), '5': 1 } }],
    ['a star count a floating-point zero', { starCounts: { ...noStarCounts(), '3': -0 } }],
    ['starCounts with a key that is no star value', { starCounts: { ...noStarCounts(), '6': 0 } }],
    ['starCounts without a star key', { starCounts: { '1': 0, '2': 0, '3': 0, '4': 0 } }],
    ['starCounts as a list', { starCounts: [0, 0, 0, 0, 0] }],
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
  // Her profile holds the very name (seeded past the rules), so only its shape decides.
  it.each(displayNames)('displayName %s → valid: %s', async (_name, valid, displayName) => {
    expect(storesAsIs(displayNameSchema, displayName)).toBe(valid);
    await rules.seed({ [cookProfilePath(OWNER_UID)]: cookProfile(displayName) });
    await expectRules(createAsOwner({ ...newRecipe(OWNER_UID), displayName }), valid);
  });
});

describe('recipes: searchTokens is kept by the backend only', () => {
  const tokens = searchTokens(validContent().title);

  it.each(BACKEND_RECIPE_FIELDS)('a new recipe with %s, even the right one → denied', async (field) => {
    await expectRules(createAsOwner({ ...newRecipe(OWNER_UID), [field]: tokens }), false);
  });

  it.each([
    ['Crème Brûlée'],
    ['ΣΟΥΒΛΑΚΙ ΣΤΟ ΣΟΥΒΛΙ'],
    ['İskender Kebap'],
    ["Grandma's 5-Minute Pancakes"],
    ['麻婆豆腐'],
    ['!!!'],
  ])('a new recipe titled %j, without tokens → allowed', async (title) => {
    await expectRules(createAsOwner(newRecipe(OWNER_UID, { ...validContent(), title })), true);
  });

  const newTitle = 'Carbonara Classica';
  const edits: [string, boolean, DocumentData][] = [
    ['the title alone, tokens left to the backend', true, stamped({ title: newTitle })],
    ['the same tokens written again (no change)', true, stamped({ prepTime: L.prepTime.min, searchTokens: tokens })],
    ['the tokens of the new title', false, stamped({ title: newTitle, searchTokens: searchTokens(newTitle) })],
    ['tokens of its own choosing', false, stamped({ searchTokens: [...tokens, 'pizza'] })],
    ['the tokens removed', false, stamped({ searchTokens: deleteField() })],
  ];
  it.each(edits)('an owner edit with %s → allowed: %s', async (_name, allowed, data) => {
    // The title's tokens only (a recipe without foods): resending a list of a thousand tokens, as none of
    // our writers does, would take the rules past their 1,000 expressions and be denied for that alone.
    await rules.seed({ [recipePath(RECIPE_ID)]: storedRecipe(OWNER_UID, { searchTokens: tokens }) });
    await expectRules(editAsOwner(data), allowed);
  });

  it('an owner edit of a recipe the backend has not given tokens yet → allowed', async () => {
    await rules.seed({ [recipePath(RECIPE_ID)]: without(storedRecipe(OWNER_UID), 'searchTokens') });
    await expectRules(editAsOwner(stamped({ title: newTitle })), true);
  });

  it('an owner edit that adds tokens to a recipe without them → denied', async () => {
    await rules.seed({ [recipePath(RECIPE_ID)]: without(storedRecipe(OWNER_UID), 'searchTokens') });
    await expectRules(editAsOwner(stamped({ searchTokens: tokens })), false);
  });
});

describe('recipes: foods are kept by the backend only', () => {
  const foods = recipeFoods(validContent().ingredients);
  const edits: [string, boolean, DocumentData][] = [
    ['new ingredient lines alone, foods left to the backend', true, stamped({ ingredients: ['2 eggs'] })],
    ['the same foods written again (no change)', true, stamped({ prepTime: L.prepTime.min, foods })],
    ['the foods of the new lines', false, stamped({ ingredients: ['2 eggs'], foods: recipeFoods(['2 eggs']) })],
    ['a food of its own choosing', false, stamped({ foods: [...foods, 'truffle'] })],
    ['a food hidden ("without nuts" would then miss it)', false, stamped({ foods: foods.slice(1) })],
    ['the foods removed', false, stamped({ foods: deleteField() })],
  ];
  it.each(edits)('an owner edit with %s → allowed: %s', async (_name, allowed, data) => {
    await seedRecipe();
    await expectRules(editAsOwner(data), allowed);
  });
});

describe('recipes: the rules list the fields the schema lists', () => {
  it('every field of a new recipe', () => {
    expect(rulesFieldList('recipeFields').sort()).toEqual([...RECIPE_DOC_FIELDS].sort());
  });

  it('the optional content fields', () => {
    expect(rulesFieldList('optionalFields').sort()).toEqual([...OPTIONAL_RECIPE_FIELDS].sort());
  });

  it('the nutrients of nutrition per serving', () => {
    expect(rulesFieldList('nutrientKeys')).toEqual([...NUTRIENTS]);
  });

  it('the backend-kept fields', () => {
    expect(rulesFieldList('backendFields').sort()).toEqual([...BACKEND_RECIPE_FIELDS].sort());
  });

  it("the owner's editable fields: content, displayName and updatedAt", () => {
    expect(rulesFieldList('editableFields').sort()).toEqual(
      [...Object.keys(recipeFields), 'displayName', 'updatedAt'].sort(),
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
    ['a new title', true, stamped({ title: newTitle })],
    ['every content field at once', true, stamped(otherContent)],
    ['a sourceUrl added', true, stamped({ sourceUrl: 'https://blog.example.com/carbonara' })],
    ['a sourceUrl that is not a URL', false, stamped({ sourceUrl: 'blog.example.com/carbonara' })],
    ['nutrition added', true, stamped({ nutrition: { calories: 240, sodium: 300 } })],
    ['nutrition past a limit', false, stamped({ nutrition: { fat: 1001 } })],
    ['a YouTube video added', true, stamped({ videoUrl: 'https://youtu.be/dQw4w9WgXcQ' })],
    ['a video on another host', false, stamped({ videoUrl: 'https://vimeo.com/123456789' })],
    ['an edit that leaves updatedAt', false, { prepTime: L.prepTime.min }],
    ['updatedAt a client time', false, { prepTime: L.prepTime.min, updatedAt: CLIENT_TIME }],
    ['ownerUid handed to another user', false, stamped({ ownerUid: OTHER_UID })],
    ['createdAt moved', false, stamped({ createdAt: serverTimestamp() })],
    ['likeCount raised', false, stamped({ likeCount: increment(1) })],
    ['wishlistCount raised', false, stamped({ wishlistCount: increment(1) })],
    ['a star count raised', false, stamped({ 'starCounts.5': increment(1) })],
    ['an unknown field added', false, stamped({ email: 'alice@example.com' })],
    ['a field removed', false, stamped({ categories: deleteField() })],
    ['a value out of range', false, stamped({ prepTime: L.prepTime.max + 1 })],
  ];
  it.each(edits)('%s → allowed: %s', async (_name, allowed, data) => {
    await seedRecipe();
    await expectRules(editAsOwner(data), allowed);
  });
});

describe('recipes: an owner may take the optional fields away', () => {
  const optional: [string, unknown][] = [
    ['sourceUrl', 'https://blog.example.com/a'],
    ['nutrition', { calories: 240 }],
    ['videoUrl', 'https://youtu.be/dQw4w9WgXcQ'],
  ];
  it.each(optional)('an edit that deletes %s → allowed', async (field, value) => {
    await rules.seed({ [recipePath(RECIPE_ID)]: storedRecipe(OWNER_UID, { [field]: value }) });
    await expectRules(editAsOwner(stamped({ [field]: deleteField() })), true);
  });
});

describe('recipes: setDoc over an existing recipe is an update, not a fresh create', () => {
  const seedPopular = () =>
    rules.seed({ [recipePath(RECIPE_ID)]: storedRecipe(OWNER_UID, { likeCount: 3, wishlistCount: 2 }) });
  const cases: [string, () => Promise<unknown>][] = [
    // A new recipe's counters start at 0 and createdAt is now: overwriting would reset them.
    ['the owner, resetting counters and createdAt', () => setDoc(recipeRef(rules.db('owner')), newRecipe(OWNER_UID))],
    ['another user, taking the recipe over', () => setDoc(recipeRef(rules.db('other')), newRecipe(OTHER_UID))],
    [
      'the owner, merging new content without updatedAt',
      () => setDoc(recipeRef(rules.db('owner')), { title: 'Carbonara Nuova' }, { merge: true }),
    ],
  ];
  it.each(cases)('%s → denied', async (_name, write) => {
    await seedPopular();
    await expectRules(write(), false);
  });

  it('the owner merging an edit with updatedAt, as an edit → allowed', async () => {
    await seedPopular();
    const edit = { title: 'Carbonara Nuova', updatedAt: serverTimestamp() };
    await expectRules(setDoc(recipeRef(rules.db('owner')), edit, { merge: true }), true);
  });
});

describe("recipes: signed with the author's own public name, never another's", () => {
  const renamed = 'Alice C.';
  const renameProfile = () => rules.seed({ [cookProfilePath(OWNER_UID)]: cookProfile(renamed) });

  it('a new recipe in her profile name → allowed', async () => {
    await expectRules(createAsOwner({ ...newRecipe(OWNER_UID), displayName: DISPLAY_NAME }), true);
  });

  it("a new recipe of hers signed with Bob's name → denied", async () => {
    await expectRules(createAsOwner({ ...newRecipe(OWNER_UID), displayName: OTHER_NAME }), false);
  });

  it('a new recipe signed with a name that is not her profile name → denied', async () => {
    await expectRules(createAsOwner({ ...newRecipe(OWNER_UID), displayName: 'Chef Alice' }), false);
  });

  it('a first recipe of a cook without a profile → denied', async () => {
    await expectRules(setDoc(recipeRef(rules.dbOf('erin'), 'new-recipe'), newRecipe('erin')), false);
  });

  it('a first recipe with the profile made in the same batch → allowed', async () => {
    const profile = { ...cookProfile(DISPLAY_NAME), memberSince: serverTimestamp() };
    await expectRules(
      commit(rules.dbOf('erin'), [
        { set: cookProfilePath('erin'), data: profile },
        { set: recipePath('new-recipe'), data: newRecipe('erin') },
      ]),
      true,
    );
  });

  it('an edit to her renamed profile name → allowed', async () => {
    await seedRecipe();
    await renameProfile();
    await expectRules(editAsOwner(stamped({ displayName: renamed })), true);
  });

  it("an edit to Bob's name → denied", async () => {
    await seedRecipe();
    await expectRules(editAsOwner(stamped({ displayName: OTHER_NAME })), false);
  });

  it('an edit to a name her profile does not hold → denied', async () => {
    await seedRecipe();
    await expectRules(editAsOwner(stamped({ displayName: renamed })), false);
  });

  it('an edit that keeps the name it was signed with, after a rename → allowed', async () => {
    await seedRecipe();
    await renameProfile();
    await expectRules(editAsOwner(stamped({ prepTime: L.prepTime.min })), true);
  });
});
