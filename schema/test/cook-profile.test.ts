import { describe, expect, it } from 'vitest';
import { bioSchema } from '../src/cook-profile-schema';
import { COOK_PROFILE_LIMITS, cookPageOf, cookRatingAverage, cookTotalsOf } from '../src/cook-profile';
import { cookDescription, cookJsonLd } from '../src/cook-json-ld';

const profile = {
  displayName: 'Ada Cook',
  photoURL: '/images/avatars/ada.webp',
  bio: 'Soups, mostly.',
  memberSince: new Date('2025-03-04T05:06:07.000Z'),
};

describe('cookPageOf', () => {
  it('joins the profile and the kept totals, the average to one decimal', () => {
    const page = cookPageOf('ada', profile, { recipeCount: 3, likesReceived: 7, ratingSum: 14, ratingCount: 3 });
    expect(page).toEqual({
      uid: 'ada',
      displayName: 'Ada Cook',
      photoURL: '/images/avatars/ada.webp',
      bio: 'Soups, mostly.',
      memberSince: '2025-03-04T05:06:07.000Z',
      recipeCount: 3,
      likesReceived: 7,
      ratingAverage: 4.7,
    });
  });

  it('reads no totals document as nothing received, and no review as no average', () => {
    expect(cookTotalsOf(undefined)).toEqual({ recipeCount: 0, likesReceived: 0, ratingSum: 0, ratingCount: 0 });
    expect(cookRatingAverage(cookTotalsOf({ recipeCount: 2 }))).toBeNull();
  });
});

describe('bioSchema', () => {
  it(`takes 0 to ${COOK_PROFILE_LIMITS.bio.max} characters, trimmed, over several lines`, () => {
    expect(bioSchema.parse('')).toBe('');
    expect(bioSchema.parse('  Two lines\nof bio  ')).toBe('Two lines\nof bio');
    expect(bioSchema.safeParse('x'.repeat(COOK_PROFILE_LIMITS.bio.max)).success).toBe(true);
    expect(bioSchema.safeParse('x'.repeat(COOK_PROFILE_LIMITS.bio.max + 1)).error?.issues[0]?.message).toBe(
      'Bio must be at most 300 characters',
    );
  });
});

describe('cookJsonLd', () => {
  it('is a ProfilePage about a Person, with absolute URLs and no e-mail', () => {
    const page = cookPageOf('ada', profile, { recipeCount: 1, likesReceived: 2 });
    const jsonLd = cookJsonLd('https://example.com/', page);
    expect(jsonLd).toMatchObject({
      '@type': 'ProfilePage',
      url: 'https://example.com/cooks/ada',
      mainEntity: { '@type': 'Person', name: 'Ada Cook', image: 'https://example.com/images/avatars/ada.webp' },
    });
    expect(JSON.stringify(jsonLd)).not.toContain('@example');
  });

  it('describes a cook without a bio by their recipes', () => {
    expect(cookDescription({ displayName: 'Bo', bio: '', recipeCount: 0 })).toBe(
      'Recipes shared by Bo on Recipe Book.',
    );
  });
});
