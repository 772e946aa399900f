// Everything Home says that is not a recipe from Firestore: the hero slides,
// the typewriter's phrases and the two upcoming recipes. Images are the demo
// set in web/public/images.

export interface HeroSlide {
  headline: string;
  text: string;
  image: string;
}

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    headline: 'Discover Recipes That Bring Families Together',
    text: 'Tried and loved dishes from home cooks, for the meals everyone at the table remembers.',
    image: '/images/recipes/lasagna.webp',
  },
  {
    headline: 'Healthy Meals in Under 30 Minutes',
    text: 'Fresh, balanced dinners that fit into a busy weeknight without cutting corners.',
    image: '/images/recipes/salad.webp',
  },
  {
    headline: 'International Recipes at Your Fingertips',
    text: 'Italian classics, Mexican street food, Indian curries and Chinese dumplings, all in one place.',
    image: '/images/recipes/dumplings.webp',
  },
  {
    headline: 'Sweet Cravings? Solved.',
    text: 'Cakes, pancakes and desserts worth saving room for, explained step by step.',
    image: '/images/recipes/layer-cake.webp',
  },
];

/** What the typewriter line offers to cook, one phrase at a time. */
export const TYPEWRITER_PHRASES: readonly string[] = [
  'a cosy family dinner',
  'a quick weeknight meal',
  'something new from abroad',
  'a sweet treat',
];

export interface UpcomingRecipe {
  id: string;
  title: string;
  image: string;
  description: string;
}

export const UPCOMING_RECIPES: readonly UpcomingRecipe[] = [
  {
    id: 'grilled-lemon-herb-chicken',
    title: 'Grilled Lemon Herb Chicken',
    image: '/images/upcoming/grilled-lemon-herb-chicken.webp',
    description:
      'Chicken thighs marinated in lemon, garlic, rosemary and thyme, then grilled until smoky and crisp at the edges. Juicy inside, bright with citrus, and ready in under an hour.',
  },
  {
    id: 'creamy-mushroom-pasta',
    title: 'Creamy Mushroom Pasta',
    image: '/images/upcoming/creamy-mushroom-pasta.webp',
    description:
      'Golden mushrooms, a splash of white wine and a silky parmesan sauce tossed with fresh fettuccine. Comfort food that comes together in the time the pasta takes to cook.',
  },
];
