// What search engines read about a recipe: its yield and times as Google's
// recipe rich results want them, the rating aggregate once it has a review,
// the newest reviews as schema.org `Review`s, and the page an imported recipe
// is based on.
import { describe, expect, it } from 'vitest';
import { JSON_LD_REVIEWS } from '../src/constants';
import {
  aggregateRatingJsonLd,
  recipeDescription,
  recipeJsonLd,
  reviewJsonLd,
  type ReviewForHead,
} from '../src/recipe-json-ld';
import { sampleRecipe } from './support/sample-recipe';

const ORIGIN = 'https://recipes.example';

const review = (n: number, text = `Review ${n}`): ReviewForHead => ({
  displayName: `Cook ${n}`,
  rating: (n % 5) + 1,
  text,
  createdAt: new Date(Date.UTC(2026, 2, 30 - n)),
});

const unrated = () => ({ ...sampleRecipe('Tomato soup'), ratingCount: 0, ratingSum: 0 });
const rated = () => ({ ...sampleRecipe('Tomato soup'), ratingCount: 8, ratingSum: 30 });

describe('yield and times', () => {
  const timed = (prepTime: number, cookTime: number, servings = 4) => ({
    ...sampleRecipe('Tomato soup'),
    prepTime,
    cookTime,
    servings,
  });

  it('tells the servings as recipeYield, in the singular for one', () => {
    expect(recipeJsonLd(ORIGIN, timed(10, 20, 4)).recipeYield).toBe('4 servings');
    expect(recipeJsonLd(ORIGIN, timed(10, 20, 1)).recipeYield).toBe('1 serving');
    expect(recipeJsonLd(ORIGIN, timed(10, 20, 100)).recipeYield).toBe('100 servings');
  });

  it('gives prep, cook and total time as ISO 8601 durations, the total being prep plus cook', () => {
    expect(recipeJsonLd(ORIGIN, timed(20, 40))).toMatchObject({
      prepTime: 'PT20M',
      cookTime: 'PT40M',
      totalTime: 'PT1H',
    });
    expect(recipeJsonLd(ORIGIN, timed(45, 1440))).toMatchObject({
      prepTime: 'PT45M',
      cookTime: 'PT24H',
      totalTime: 'PT24H45M',
    });
  });

  it('leaves cookTime out for a dish that is not cooked; its total is the prep time', () => {
    const salad = recipeJsonLd(ORIGIN, timed(15, 0));
    expect(salad).not.toHaveProperty('cookTime');
    expect(salad).toMatchObject({ prepTime: 'PT15M', totalTime: 'PT15M' });
  });

  it('says in the description how long the recipe takes in all', () => {
    expect(recipeDescription(timed(30, 60))).toMatch(/, ready in 1 hour 30 minutes\./);
    expect(recipeDescription(timed(30, 0))).toMatch(/, ready in 30 minutes\./);
  });
});

describe('aggregateRating', () => {
  it('gives the average to one decimal, the count and the 1–5 scale', () => {
    expect(aggregateRatingJsonLd({ ratingCount: 3, ratingSum: 13 })).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      ratingCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect(aggregateRatingJsonLd({ ratingCount: 2, ratingSum: 9 })?.ratingValue).toBe(4.5);
  });

  it('is absent while the recipe has no review', () => {
    expect(aggregateRatingJsonLd({ ratingCount: 0, ratingSum: 0 })).toBeUndefined();
    const jsonLd = recipeJsonLd(ORIGIN, unrated(), [review(1)]);
    expect(jsonLd).not.toHaveProperty('aggregateRating');
    expect(jsonLd).not.toHaveProperty('review');
  });

  it('follows the counters, not a stored average that may lag them', () => {
    const recipe = { ...sampleRecipe('Tomato soup'), ratingCount: 4, ratingSum: 10, ratingAverage: 4.5 };
    expect(recipeJsonLd(ORIGIN, recipe).aggregateRating?.ratingValue).toBe(2.5);
  });
});

describe('review', () => {
  it('names the author as a Person and rates on the 1–5 scale', () => {
    expect(reviewJsonLd(review(3, 'Needs 10 more minutes.'))).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Cook 3' },
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      datePublished: '2026-03-27T00:00:00.000Z',
      reviewBody: 'Needs 10 more minutes.',
    });
  });

  it('has no body for a review of stars only', () => {
    expect(reviewJsonLd(review(1, ''))).not.toHaveProperty('reviewBody');
  });

  it('tells at most the newest JSON_LD_REVIEWS, in the order given', () => {
    const reviews = Array.from({ length: 8 }, (_, i) => review(i + 1));
    const told = recipeJsonLd(ORIGIN, rated(), reviews).review ?? [];
    expect(told).toHaveLength(JSON_LD_REVIEWS);
    expect(told.map((item) => item.author.name)).toEqual(['Cook 1', 'Cook 2', 'Cook 3', 'Cook 4', 'Cook 5']);
  });

  it('leaves the list out when no review was read', () => {
    expect(recipeJsonLd(ORIGIN, rated())).not.toHaveProperty('review');
  });
});

describe('isBasedOn', () => {
  it('names the page an imported recipe came from', () => {
    const recipe = { ...unrated(), sourceUrl: 'https://blog.example.com/tomato-soup' };
    expect(recipeJsonLd(ORIGIN, recipe).isBasedOn).toBe('https://blog.example.com/tomato-soup');
  });

  it('is absent for an original recipe', () => {
    expect(recipeJsonLd(ORIGIN, unrated())).not.toHaveProperty('isBasedOn');
  });
});

describe('nutrition and video', () => {
  const YOUTUBE_ID = 'dQw4w9WgXcQ';
  const filmed = () => ({
    ...rated(),
    nutrition: { calories: 240, fat: 9, sodium: 300 },
    videoUrl: `https://youtu.be/${YOUTUBE_ID}?t=3`,
  });

  it('tells the nutrition per serving as NutritionInformation text values', () => {
    expect(recipeJsonLd(ORIGIN, filmed()).nutrition).toEqual({
      '@type': 'NutritionInformation',
      calories: '240 calories',
      fatContent: '9 g',
      sodiumContent: '300 mg',
    });
  });

  it("tells a YouTube video as a VideoObject with YouTube's picture and player", () => {
    const recipe = filmed();
    const jsonLd = recipeJsonLd(ORIGIN, recipe);
    expect(jsonLd.video).toEqual({
      '@type': 'VideoObject',
      name: 'Tomato soup',
      description: jsonLd.description,
      thumbnailUrl: [`https://i.ytimg.com/vi/${YOUTUBE_ID}/hqdefault.jpg`],
      uploadDate: recipe.createdAt.toISOString(),
      embedUrl: `https://www.youtube.com/embed/${YOUTUBE_ID}`,
    });
  });

  it("tells a video file with the recipe's picture and the file itself", () => {
    const file = 'https://cdn.example.com/soup.webm';
    expect(recipeJsonLd(ORIGIN, { ...filmed(), videoUrl: file }).video).toMatchObject({
      thumbnailUrl: [`${ORIGIN}/images/recipes/tomato-soup.webp`],
      contentUrl: file,
    });
  });

  it('leaves both out of a recipe without them', () => {
    const jsonLd = recipeJsonLd(ORIGIN, rated());
    expect(jsonLd).not.toHaveProperty('nutrition');
    expect(jsonLd).not.toHaveProperty('video');
  });

  // Google's recipe rich results: these two are required, these 15 recommended.
  const REQUIRED = ['name', 'image'];
  const RECOMMENDED = [
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
  ];
  it("carries every one of Google's 15 recommended properties for a recipe that has them", () => {
    const jsonLd = recipeJsonLd(ORIGIN, filmed());
    expect(RECOMMENDED).toHaveLength(15);
    for (const property of [...REQUIRED, ...RECOMMENDED]) expect(jsonLd, property).toHaveProperty(property);
    expect(jsonLd.nutrition?.calories).toBe('240 calories');
  });
});
