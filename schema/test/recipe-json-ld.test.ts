// What search engines read about a recipe's rating: the aggregate once it has
// a review, and the newest reviews as schema.org `Review`s; the page an
// imported recipe is based on.
import { describe, expect, it } from 'vitest';
import { JSON_LD_REVIEWS } from '../src/constants';
import { aggregateRatingJsonLd, recipeJsonLd, reviewJsonLd, type ReviewForHead } from '../src/recipe-json-ld';
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
