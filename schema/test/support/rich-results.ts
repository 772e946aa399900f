// Google's Recipe rich results: the two properties it requires and the 15 it
// recommends, all of which a recipe with nutrition and a video carries. The
// JSON-LD unit test and the API's server-rendered page test both check them.
export const GOOGLE_REQUIRED = ['name', 'image'] as const;

export const GOOGLE_RECOMMENDED = [
  'aggregateRating',
  'author',
  'cookTime',
  'datePublished',
  'description',
  'keywords',
  'nutrition',
  'prepTime',
  'recipeCategory',
  'recipeCuisine',
  'recipeIngredient',
  'recipeInstructions',
  'recipeYield',
  'totalTime',
  'video',
] as const;

/** The YouTube video of the samples. */
export const SAMPLE_YOUTUBE_ID = 'dQw4w9WgXcQ';
