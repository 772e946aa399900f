// The demo collections: Alice and Bob each keep a public one (on their cook
// page, in the sitemap), Bob an unlisted one (a link to share) and Alice a
// private one (hers alone), so that every kind of collection page can be tried
// after `npm start`. Each is checked with the shared schema, and every recipe
// it names must be a seeded one.
import { collectionInputSchema, type StoredCollection } from '@recipe-book/schema/collection';
import type { Visibility } from '@recipe-book/schema/visibility';
import { SEED_EPOCH, SeedDataError, type PlannedRecipe } from './plan';
import { ALICE, BOB, type SeedUser } from './users';

export interface SeedCollection {
  /** A fixed id (letters and digits, like Firestore's), so that a rerun writes the same collection. */
  id: string;
  data: StoredCollection<Date>;
}

interface DemoCollection {
  id: string;
  owner: SeedUser;
  name: string;
  description: string;
  visibility: Visibility;
  recipeIds: string[];
  /** Days before SEED_EPOCH it was last changed (newest changed first on /collections). */
  daysAgo: number;
}

const DEMO_COLLECTIONS: DemoCollection[] = [
  {
    id: 'demoWeeknightDinners',
    owner: ALICE,
    name: 'Weeknight dinners',
    description: 'On the table in about half an hour after work, and good again for lunch the next day.',
    visibility: 'public',
    recipeIds: [
      'spaghetti-and-meatballs',
      'shrimp-egg-fried-rice',
      'chana-masala',
      'teriyaki-salmon-rice-bowl',
      'chicken-burrito',
    ],
    daysAgo: 2,
  },
  {
    id: 'demoSundayBaking',
    owner: ALICE,
    name: 'Sunday baking',
    description: 'Sweet things to try when there is time. Still deciding which cake comes first.',
    visibility: 'private',
    recipeIds: ['chocolate-cherry-layer-cake', 'classic-tiramisu', 'buttermilk-pancakes'],
    daysAgo: 5,
  },
  {
    id: 'demoTacoNight',
    owner: BOB,
    name: 'Taco night',
    description: 'Everything for a table of tacos: two fillings, a salsa bowl and burritos for the leftovers.',
    visibility: 'public',
    recipeIds: ['tacos-al-pastor', 'baja-fish-tacos', 'classic-guacamole', 'black-bean-burrito'],
    daysAgo: 3,
  },
  {
    id: 'demoSoupsForColdDays',
    owner: BOB,
    name: 'Soups for cold days',
    description: 'A pot on the stove all afternoon. Shared with friends by link.',
    visibility: 'unlisted',
    recipeIds: ['minestrone-soup', 'chicken-tortilla-soup', 'beef-noodle-soup', 'tomato-rasam', 'shoyu-ramen'],
    daysAgo: 7,
  },
];

const DAY = 24 * 60 * 60 * 1000;

export function planCollections(recipes: readonly PlannedRecipe[]): SeedCollection[] {
  const seeded = new Set(recipes.map((recipe) => recipe.id));
  return DEMO_COLLECTIONS.map(({ id, owner, daysAgo, ...content }) => {
    const parsed = collectionInputSchema.safeParse(content);
    if (!parsed.success) throw new SeedDataError(`collection ${id}: ${parsed.error.issues[0]?.message}`);
    const unknown = parsed.data.recipeIds.find((recipeId) => !seeded.has(recipeId));
    if (unknown) throw new SeedDataError(`collection ${id}: "${unknown}" is not a seeded recipe`);
    const updatedAt = new Date(SEED_EPOCH.getTime() - daysAgo * DAY);
    return {
      id,
      data: { ...parsed.data, ownerUid: owner.uid, createdAt: new Date(updatedAt.getTime() - DAY), updatedAt },
    };
  });
}
