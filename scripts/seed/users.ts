// Demo accounts of the seed (README "Demo accounts"). Every account has the same
// password, which satisfies the app's password rule (PASSWORD_RULE in the schema).
// Alice and Bob own most recipes; the other cooks exist so that like and wishlist
// counts are backed by real, distinct users. E-mails live only in Auth, never in
// a Firestore document. No account has a photo: Firebase Auth accepts only an
// absolute http(s) photoURL, and a bundled image has no fixed origin (the
// Hosting emulator's here, the site's when deployed), so the app shows its placeholder.

export interface SeedUser {
  /** Fixed Auth uid, so that running the seed twice gives the same accounts. */
  uid: string;
  email: string;
  displayName: string;
}

export const DEMO_PASSWORD = 'Recipes123';

export const ALICE: SeedUser = {
  uid: 'demo-alice',
  email: 'alice@example.com',
  displayName: 'Alice Martin',
};

export const BOB: SeedUser = {
  uid: 'demo-bob',
  email: 'bob@example.com',
  displayName: 'Bob Nguyen',
};

const cook = (n: number, first: string, last: string): SeedUser => ({
  uid: `demo-cook-${String(n).padStart(2, '0')}`,
  email: `${first.toLowerCase()}@example.com`,
  displayName: `${first} ${last}`,
});

// Twelve more cooks: a few own a recipe, all of them like and wishlist.
export const PRIYA = cook(1, 'Priya', 'Sharma');
export const MARCO = cook(2, 'Marco', 'Rossi');
export const SOFIA = cook(3, 'Sofia', 'Hernández');
export const WEI = cook(4, 'Wei', 'Chen');
export const HANNAH = cook(5, 'Hannah', 'Okafor');
export const LUCAS = cook(6, 'Lucas', 'Silva');
export const EMMA = cook(7, 'Emma', 'Johansson');
export const DIEGO = cook(8, 'Diego', 'Ramírez');
export const AISHA = cook(9, 'Aisha', 'Khan');
export const TOM = cook(10, 'Tom', 'Becker');
export const MEI = cook(11, 'Mei', 'Lin');
export const NOAH = cook(12, 'Noah', 'Williams');

export const COOKS: readonly SeedUser[] = [PRIYA, MARCO, SOFIA, WEI, HANNAH, LUCAS, EMMA, DIEGO, AISHA, TOM, MEI, NOAH];

/** Every seeded account, in a fixed order (likes and wishlists are spread over it). */
export const SEED_USERS: readonly SeedUser[] = [ALICE, BOB, ...COOKS];
