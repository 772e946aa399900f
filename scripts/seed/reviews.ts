// The demo reviews: what the demo cooks thought of the recipes they made.
// Only the twelve cooks review (never a recipe's own author, as the rules
// require), so Alice and Bob, the demo accounts, can write their own.
import { AISHA, DIEGO, EMMA, HANNAH, LUCAS, MARCO, MEI, NOAH, PRIYA, SOFIA, TOM, WEI, type SeedUser } from './users';

export interface SeedReview {
  recipeId: string;
  reviewer: SeedUser;
  rating: number;
  /** Plain text, possibly empty (stars only). */
  text: string;
}

const review = (recipeId: string, reviewer: SeedUser, rating: number, text = ''): SeedReview => ({
  recipeId,
  reviewer,
  rating,
  text,
});

export const SEED_REVIEWS: readonly SeedReview[] = [
  review('chicken-tikka-masala', PRIYA, 5, 'Better than my local takeaway. I marinated the chicken overnight.'),
  review('chicken-tikka-masala', EMMA, 4, 'I used half the chilli for the kids and it was still lovely.'),
  review('chicken-tikka-masala', TOM, 5),
  review('chicken-tikka-masala', NOAH, 4, 'Needs 10 more minutes for the sauce to thicken on my stove.'),
  review(
    'chicken-tikka-masala',
    MEI,
    5,
    'Made it twice this week.\nThe second time with paneer instead of chicken: just as good.',
  ),
  review('classic-pepperoni-pizza', MARCO, 4, 'Good dough. Bake it on a preheated tray for a crisper base.'),
  review('classic-pepperoni-pizza', DIEGO, 5, 'Friday pizza night sorted.'),
  review('classic-pepperoni-pizza', LUCAS, 3, 'A bit too much cheese for my taste.'),
  review('margherita-pizza', SOFIA, 5, 'Simple and perfect. Fresh basil at the very end makes it.'),
  review('margherita-pizza', AISHA, 4),
  review('beef-lasagna', HANNAH, 5, 'Worth every minute. It is even better the next day.'),
  review('beef-lasagna', WEI, 4, 'I added a layer of spinach. Rest it 15 minutes before cutting.'),
  review('beef-lasagna', TOM, 5),
  review('classic-tiramisu', MEI, 5, 'My family asked for seconds.'),
  review('classic-tiramisu', NOAH, 4, 'I used decaf so the children could have some.'),
  review('tacos-al-pastor', PRIYA, 5, 'The pineapple is the secret. Do not skip it.'),
  review('tacos-al-pastor', EMMA, 4, 'Marinade is great; my oven needed a little longer.'),
  review('baja-fish-tacos', AISHA, 5, 'Crispy, light and quick. A weeknight favourite now.'),
  review('baja-fish-tacos', LUCAS, 4),
  review('baja-fish-tacos', HANNAH, 3, 'Good, but the batter went soft quickly. Serve straight away.'),
  review('butter-chicken', DIEGO, 5, 'Rich and silky. I served it with garlic naan.'),
  review('butter-chicken', SOFIA, 5),
  review('butter-chicken', WEI, 4, 'A little sweet for me: next time less sugar.'),
  review('chana-masala', TOM, 4, 'Cheap, filling and tasty. Great for meal prep.'),
  review('chana-masala', MEI, 5, 'Used dried chickpeas soaked overnight; worth it.'),
  review('chicken-biryani', NOAH, 5, 'The best biryani I have made at home.'),
  review('chicken-biryani', EMMA, 4, 'Takes time, but the layers are worth it.'),
  review('chicken-biryani', MARCO, 2, 'My rice overcooked. Probably my pan; I will try again.'),
  review('pork-and-chive-dumplings', AISHA, 5, 'Folding them with friends was half the fun.'),
  review('pork-and-chive-dumplings', SOFIA, 4),
  review('shrimp-egg-fried-rice', LUCAS, 4, 'Day-old rice really is the trick.'),
  review('shrimp-egg-fried-rice', HANNAH, 5, 'Ready in 20 minutes. Perfect after work.'),
  review('buttermilk-pancakes', DIEGO, 5, 'Fluffy! I let the batter rest for 10 minutes.'),
  review('buttermilk-pancakes', PRIYA, 5),
  review('buttermilk-pancakes', WEI, 4, 'Good with blueberries folded in.'),
  review('chocolate-cherry-layer-cake', TOM, 5, 'Made it for a birthday: everyone wanted the recipe.'),
  review('chocolate-cherry-layer-cake', MEI, 3, 'Tasty, but the layers slid. Chill the cream longer.'),
  review('greek-salad', NOAH, 4, 'Fresh and simple. Good olive oil makes the difference.'),
  review('shoyu-ramen', EMMA, 5, 'The broth is deep and savoury. A weekend project.'),
  review('shoyu-ramen', AISHA, 4),
];
