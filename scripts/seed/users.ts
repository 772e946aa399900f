// Demo accounts of the seed (README "Demo accounts"). Every account has the same
// password, which satisfies the app's password rule (PASSWORD_RULE in the schema).
// Alice and Bob own most recipes; the other cooks exist so that like and wishlist
// counts are backed by real, distinct users. E-mails live only in Auth, never in
// a Firestore document (their public profiles, cooks/{uid}, hold name and bio). No account has a photo: Firebase Auth accepts only an
// absolute http(s) photoURL, and a bundled image has no fixed origin (the
// Hosting emulator's here, the site's when deployed), so the app shows its placeholder.

export interface SeedUser {
  /** Fixed Auth uid, so that running the seed twice gives the same accounts. */
  uid: string;
  email: string;
  displayName: string;
  /** The public profile's bio (cooks/{uid}), at most COOK_PROFILE_LIMITS.bio.max characters. */
  bio: string;
}

export const DEMO_PASSWORD = 'Recipes123';

export const ALICE: SeedUser = {
  uid: 'demo-alice',
  email: 'alice@example.com',
  displayName: 'Alice Martin',
  bio: 'Weeknight Italian and anything with lemon. I cook for two and freeze the rest.',
};

export const BOB: SeedUser = {
  uid: 'demo-bob',
  email: 'bob@example.com',
  displayName: 'Bob Nguyen',
  bio: 'Street food at home: tacos, noodles and curries, all on a budget.',
};

const cook = (n: number, first: string, last: string, bio: string): SeedUser => ({
  uid: `demo-cook-${String(n).padStart(2, '0')}`,
  email: `${first.toLowerCase()}@example.com`,
  displayName: `${first} ${last}`,
  bio,
});

// Twelve more cooks: a few own a recipe, all of them like and wishlist.
export const PRIYA = cook(1, 'Priya', 'Sharma', 'Dal every week, biryani on Sundays.');
export const MARCO = cook(2, 'Marco', 'Rossi', 'Fresh pasta by hand, sauces from my nonna.');
export const SOFIA = cook(3, 'Sofia', 'Hernández', 'Salsas, moles and slow Sunday stews.');
export const WEI = cook(4, 'Wei', 'Chen', 'Dumplings and stir-fries, fast and hot.');
export const HANNAH = cook(5, 'Hannah', 'Okafor', 'Jollof, plantains and lots of pepper.');
export const LUCAS = cook(6, 'Lucas', 'Silva', 'Grilling anything that stays still.');
export const EMMA = cook(7, 'Emma', 'Johansson', 'Baking bread and cinnamon buns.');
export const DIEGO = cook(8, 'Diego', 'Ramírez', 'Tacos al pastor is my love language.');
export const AISHA = cook(9, 'Aisha', 'Khan', 'Spice blends from scratch, always.');
export const TOM = cook(10, 'Tom', 'Becker', 'Learning to cook one recipe at a time.');
export const MEI = cook(11, 'Mei', 'Lin', 'Soups and steamed buns for cold days.');
export const NOAH = cook(12, 'Noah', 'Williams', 'Plant-based comfort food.');

const COOKS: readonly SeedUser[] = [PRIYA, MARCO, SOFIA, WEI, HANNAH, LUCAS, EMMA, DIEGO, AISHA, TOM, MEI, NOAH];

/** Every seeded account, in a fixed order (likes and wishlists are spread over it). */
export const SEED_USERS: readonly SeedUser[] = [ALICE, BOB, ...COOKS];
