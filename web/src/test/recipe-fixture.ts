// A stored recipe as the app reads it, for component tests: every field filled with plain values
// (public, no likes, no reviews); a test overrides what it is about.
import type { Recipe } from '@recipe-book/schema/recipe';
import { NEW_RECIPE_COUNTERS } from '@recipe-book/schema/recipe';

export function aRecipe(overrides: Partial<Recipe> = {}): Recipe {
  return {
    id: 'recipe-1',
    title: 'Garden salad',
    image: '/images/recipes/salad.webp',
    cuisine: 'Others',
    prepTime: 10,
    cookTime: 0,
    servings: 4,
    categories: ['Lunch'],
    ingredients: ['Lettuce', 'Tomato'],
    instructions: ['Mix well. Then rest.'],
    visibility: 'public',
    ...NEW_RECIPE_COUNTERS,
    starCounts: { ...NEW_RECIPE_COUNTERS.starCounts },
    ownerUid: 'cook-mia',
    displayName: 'Mia Mine',
    createdAt: new Date('2026-01-02T10:00:00Z'),
    updatedAt: new Date('2026-01-02T10:00:00Z'),
    ...overrides,
  };
}
