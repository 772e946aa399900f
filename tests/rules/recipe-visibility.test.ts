// Rules of a recipe's visibility (docs/security-rules.md#visibility): the
// values the schema allows and the rules accept are the same, a recipe
// without the field reads as public, a private recipe is its author's alone
// (the recipe, its likes and its reviews), an unlisted one is read by its id
// but never listed, and a list of other cooks' recipes must ask for public ones.
import { LIKES, RECIPES, REVIEWS, recipePath } from '@recipe-book/schema/paths';
import { recipeInputSchema } from '@recipe-book/schema/recipe';
import {
  canRead,
  DEFAULT_VISIBILITY,
  isListed,
  LISTED_VISIBILITY_FILTER,
  VISIBILITIES,
  type Visibility,
} from '@recipe-book/schema/visibility';
import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  increment,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import type { DocumentData, Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { actorProfiles, newRecipe, storedRecipe, storesAsIs, validContent } from './recipe-fixtures';
import { ACTORS, type Actor, expectRules, OTHER_UID, OWNER_UID, rulesFieldList, useRulesEnv } from './rules-env';

const rules = useRulesEnv('demo-rules-recipe-visibility');
// Alice and Bob have their public profiles: the names they sign with.
beforeEach(() => rules.seed(actorProfiles()));

const RECIPE_ID = 'draft';
const recipeRef = (db: Firestore) => doc(db, recipePath(RECIPE_ID));
const uidOf: Record<Actor, string | undefined> = { anonymous: undefined, owner: OWNER_UID, other: OTHER_UID };

const seedWith = (visibility: Visibility | undefined, extra: Record<string, DocumentData> = {}) => {
  const recipe = storedRecipe(OWNER_UID);
  if (visibility === undefined) delete recipe['visibility'];
  else recipe['visibility'] = visibility;
  return rules.seed({ [recipePath(RECIPE_ID)]: recipe, ...extra });
};

const createAsOwner = (content: DocumentData) =>
  setDoc(doc(rules.db('owner'), recipePath('new')), newRecipe(OWNER_UID, content));

const publicList = (db: Firestore) =>
  query(collection(db, RECIPES), where(...LISTED_VISIBILITY_FILTER), orderBy('createdAt', 'desc'));

describe('visibility: schema and rules agree on the values', () => {
  const values: [string, unknown, boolean][] = [
    ...VISIBILITIES.map((value): [string, unknown, boolean] => [value, value, true]),
    ['"Public" (case matters)', 'Public', false],
    ['"hidden"', 'hidden', false],
    ['empty', '', false],
    ['a boolean', true, false],
    ['null', null, false],
  ];
  it.each(values)('a new recipe with visibility %s → valid: %s', async (_name, visibility, valid) => {
    const content = { ...validContent(), visibility };
    expect(storesAsIs(recipeInputSchema, content)).toBe(valid);
    await expectRules(createAsOwner(content), valid);
  });

  it('a new recipe without visibility → denied (every writer sets it)', async () => {
    const { visibility: _left, ...content } = validContent();
    await expectRules(createAsOwner(content), false);
  });

  it('the rules list the values of VISIBILITIES, and the default is public', () => {
    expect(rulesFieldList('visibilities')).toEqual([...VISIBILITIES]);
    expect(DEFAULT_VISIBILITY).toBe('public');
  });

  it.each(VISIBILITIES)('the owner changes visibility to %s → allowed', async (visibility) => {
    await seedWith('public');
    await expectRules(updateDoc(recipeRef(rules.db('owner')), { visibility, updatedAt: serverTimestamp() }), true);
  });

  it('another cook changes visibility → denied', async () => {
    await seedWith('public');
    await expectRules(
      updateDoc(recipeRef(rules.db('other')), { visibility: 'private', updatedAt: serverTimestamp() }),
      false,
    );
  });
});

describe('visibility: who reads a recipe by its id', () => {
  const cases: [Visibility | undefined, Actor][] = [...VISIBILITIES, undefined].flatMap((visibility) =>
    ACTORS.map((actor): [Visibility | undefined, Actor] => [visibility, actor]),
  );
  it.each(cases)('a %s recipe, read by %s → as canRead() says', async (visibility, actor) => {
    await seedWith(visibility);
    const allowed = canRead({ visibility, ownerUid: OWNER_UID }, uidOf[actor]);
    expect(allowed).toBe(visibility !== 'private' || actor === 'owner');
    await expectRules(getDoc(recipeRef(rules.db(actor))), allowed);
  });

  it('a recipe that does not exist reads as missing, for anyone (a 404, not a refusal)', async () => {
    const snapshot = await getDoc(recipeRef(rules.db('other')));
    expect(snapshot.exists()).toBe(false);
  });
});

describe('visibility: which lists are allowed', () => {
  it.each(ACTORS)(
    'the public list (visibility == public) → allowed for %s, and holds only public recipes',
    async (actor) => {
      await rules.seed({
        [recipePath('open')]: storedRecipe(OWNER_UID, { visibility: 'public' }),
        [recipePath('link')]: storedRecipe(OWNER_UID, { visibility: 'unlisted' }),
        [recipePath('draft')]: storedRecipe(OWNER_UID, { visibility: 'private' }),
      });
      const snapshot = await getDocs(publicList(rules.db(actor)));
      expect(snapshot.docs.map((recipe) => recipe.id)).toEqual(['open']);
      expect(snapshot.docs.every((recipe) => isListed(recipe.data()))).toBe(true);
    },
  );

  // A query by ids (the shown cards' live query, a wishlist's batch) is checked recipe by recipe as stored.
  it.each(ACTORS)(
    'a query by ids naming a recipe that is gone → denied for %s: the app reads each by itself',
    async (actor) => {
      await rules.seed({ [recipePath('open')]: storedRecipe(OWNER_UID, { visibility: 'public' }) });
      const shown = query(
        collection(rules.db(actor), RECIPES),
        where(documentId(), 'in', ['open', 'gone']),
        where(...LISTED_VISIBILITY_FILTER),
      );
      await expectRules(getDocs(shown), false);
    },
  );

  it.each([
    ['anonymous', false],
    ['owner', true],
    ['other', false],
  ] as const)("a query by ids naming another cook's private recipe → allowed for %s: %s", async (actor, allowed) => {
    await rules.seed({
      [recipePath('open')]: storedRecipe(OWNER_UID, { visibility: 'public' }),
      [recipePath('draft')]: storedRecipe(OWNER_UID, { visibility: 'private' }),
    });
    const shown = query(
      collection(rules.db(actor), RECIPES),
      where(documentId(), 'in', ['open', 'draft']),
      where(...LISTED_VISIBILITY_FILTER),
    );
    await expectRules(getDocs(shown), allowed);
  });

  it.each(ACTORS)('a list without the visibility filter → denied for %s', async (actor) => {
    await seedWith('public');
    await expectRules(getDocs(query(collection(rules.db(actor), RECIPES), orderBy('createdAt', 'desc'))), false);
  });

  it('a list of unlisted recipes (visibility == unlisted) → denied: they are for those with the link', async () => {
    await seedWith('unlisted');
    await expectRules(
      getDocs(query(collection(rules.db('other'), RECIPES), where('visibility', '==', 'unlisted'))),
      false,
    );
  });

  it("another cook's recipes without the filter → denied; with it → allowed", async () => {
    await seedWith('private');
    const theirs = query(collection(rules.db('other'), RECIPES), where('ownerUid', '==', OWNER_UID));
    await expectRules(getDocs(theirs), false);
    await expectRules(getDocs(query(theirs, where(...LISTED_VISIBILITY_FILTER))), true);
  });

  it('the cook lists all of their own, private and unlisted ones too', async () => {
    await rules.seed({
      [recipePath('open')]: storedRecipe(OWNER_UID, { visibility: 'public' }),
      [recipePath('link')]: storedRecipe(OWNER_UID, { visibility: 'unlisted' }),
      [recipePath('draft')]: storedRecipe(OWNER_UID, { visibility: 'private' }),
    });
    const own = query(collection(rules.db('owner'), RECIPES), where('ownerUid', '==', OWNER_UID));
    expect((await getDocs(own)).docs.map((recipe) => recipe.id).sort()).toEqual(['draft', 'link', 'open']);
  });
});

describe("visibility: a private recipe's likes and reviews are its author's to see", () => {
  const review = { rating: 5, text: 'Lovely', displayName: 'Bob', createdAt: new Date(), updatedAt: new Date() };
  const seedWithLikes = (visibility: Visibility) =>
    seedWith(visibility, {
      [`${recipePath(RECIPE_ID)}/${LIKES}/${OTHER_UID}`]: { createdAt: new Date() },
      [`${recipePath(RECIPE_ID)}/${REVIEWS}/${OTHER_UID}`]: review,
    });
  const cases: [Visibility, Actor][] = VISIBILITIES.flatMap((visibility) =>
    ACTORS.map((actor): [Visibility, Actor] => [visibility, actor]),
  );
  it.each(cases)('of a %s recipe, read by %s', async (visibility, actor) => {
    await seedWithLikes(visibility);
    const allowed = visibility !== 'private' || actor === 'owner';
    const db = rules.db(actor);
    await expectRules(getDocs(collection(db, RECIPES, RECIPE_ID, LIKES)), allowed);
    await expectRules(getDocs(collection(db, RECIPES, RECIPE_ID, REVIEWS)), allowed);
    await expectRules(getDoc(doc(db, RECIPES, RECIPE_ID, REVIEWS, OTHER_UID)), allowed);
  });

  it.each([
    ['private', false],
    ['unlisted', true],
    ['public', true],
  ] as const)('another cook likes a %s recipe (knowing its id) → allowed: %s', async (visibility, allowed) => {
    await seedWith(visibility);
    const db = rules.db('other');
    const batch = writeBatch(db);
    batch.set(doc(db, RECIPES, RECIPE_ID, LIKES, OTHER_UID), { createdAt: serverTimestamp() });
    batch.update(recipeRef(db), { likeCount: increment(1) });
    await expectRules(batch.commit(), allowed);
  });
});
