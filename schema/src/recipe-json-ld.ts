// What a recipe page tells search engines and link previews: its title,
// description, canonical URL and schema.org `Recipe` JSON-LD. The recipe
// route's head() (web/src/features/recipe-page/recipe-head.ts) builds from it, on
// the server (the HTML crawlers and chat apps read without JavaScript) and in
// the browser alike; the sitemap takes its URLs from it too.
import { JSON_LD_REVIEWS, REVIEW_LIMITS } from './constants';
import { nutritionJsonLd, type NutritionJsonLd } from './nutrition-json-ld';
import { ratingAverage } from './rating';
import type { Recipe } from './recipe';
import { totalTime } from './recipe-time';
import type { Review } from './review-listing';
import { videoJsonLd, type VideoObjectJsonLd } from './video-json-ld';

/** The media type of JSON-LD: a downloaded export, an API answer, a page's script. */
export const JSON_LD_MEDIA_TYPE = 'application/ld+json';

/** The recipe fields a page head needs; the web app's `Recipe` and the function's document both fit. */
export type RecipeForHead = Pick<
  Recipe,
  | 'title'
  | 'image'
  | 'ingredients'
  | 'instructions'
  | 'cuisine'
  | 'prepTime'
  | 'servings'
  | 'cookTime'
  | 'categories'
  | 'displayName'
  | 'likeCount'
  | 'ratingCount'
  | 'ratingSum'
  | 'createdAt'
  | 'updatedAt'
  | 'sourceUrl'
  | 'nutrition'
  | 'videoUrl'
> & { id: string };

/** The review fields the JSON-LD tells (never the reviewer's uid). */
export type ReviewForHead = Pick<Review, 'displayName' | 'rating' | 'text' | 'createdAt'>;

export const SITE_NAME = 'Recipe Book';

/** The All Recipes page's own title and description, in the app and in the HTML the server sends. */
export const ALL_RECIPES_HEAD = {
  title: `All Recipes · ${SITE_NAME}`,
  description:
    'Browse every recipe shared by our home cooks: filter by cuisine, search by title, sort by preparation time or rating.',
} as const;

/** Search results cut descriptions at about 155 characters. */
const DESCRIPTION_MAX = 155;

/** The page's canonical address: the public origin (no trailing slash) plus the SPA route. */
export function recipeUrl(origin: string, id: string): string {
  return `${trimOrigin(origin)}/recipes/${encodeURIComponent(id)}`;
}

/** Stored images are http(s) URLs or paths on this site; previews need an absolute URL. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${trimOrigin(origin)}${pathOrUrl}`;
}

/** `<title>` of a recipe page. */
export function recipePageTitle(recipe: Pick<RecipeForHead, 'title'>): string {
  return `${recipe.title} | ${SITE_NAME}`;
}

/** One sentence for `<meta name="description">` and previews: cuisine, author, total time, first ingredients. */
export function recipeDescription(
  recipe: Pick<RecipeForHead, 'cuisine' | 'displayName' | 'prepTime' | 'cookTime' | 'ingredients'>,
): string {
  const lead = `${recipe.cuisine} recipe by ${recipe.displayName}, ready in ${formatMinutes(totalTime(recipe))}.`;
  const full = `${lead} Ingredients: ${recipe.ingredients.join(', ')}.`;
  return full.length <= DESCRIPTION_MAX ? full : `${full.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/** "45 minutes", "1 hour", "1 hour 30 minutes". */
function formatMinutes(total: number): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (hours === 0) return part(minutes, 'minute');
  return minutes === 0 ? part(hours, 'hour') : `${part(hours, 'hour')} ${part(minutes, 'minute')}`;
}

/** ISO 8601 duration, as schema.org expects for times: 90 → "PT1H30M". */
function isoDuration(totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${minutes > 0 || hours === 0 ? `${minutes}M` : ''}`;
}

/** schema.org's `recipeYield` as Google shows it: "4 servings", "1 serving". */
function recipeYield(servings: number): string {
  return `${servings} serving${servings === 1 ? '' : 's'}`;
}

/** A rating on schema.org's scale, which Google reads as 1 to 5 only when told. */
interface RatingScale {
  bestRating: number;
  worstRating: number;
}

const SCALE: RatingScale = { bestRating: REVIEW_LIMITS.rating.max, worstRating: REVIEW_LIMITS.rating.min };

export interface AggregateRatingJsonLd extends RatingScale {
  '@type': 'AggregateRating';
  ratingValue: number;
  ratingCount: number;
}

export interface ReviewJsonLd {
  '@type': 'Review';
  author: { '@type': 'Person'; name: string };
  reviewRating: { '@type': 'Rating'; ratingValue: number } & RatingScale;
  datePublished: string;
  /** Absent for a review of stars only. */
  reviewBody?: string;
}

export interface RecipeJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Recipe';
  '@id': string;
  url: string;
  name: string;
  description: string;
  image: string[];
  author: { '@type': 'Person'; name: string };
  datePublished: string;
  dateModified: string;
  prepTime: string;
  /** Absent for a dish that is not cooked (cookTime 0). */
  cookTime?: string;
  totalTime: string;
  recipeYield: string;
  recipeCuisine: string;
  recipeCategory?: string[];
  keywords: string;
  recipeIngredient: string[];
  recipeInstructions: { '@type': 'HowToStep'; position: number; text: string }[];
  interactionStatistic: {
    '@type': 'InteractionCounter';
    interactionType: 'https://schema.org/LikeAction';
    userInteractionCount: number;
  };
  /** Only once the recipe has a review: Google shows stars in results from it. */
  aggregateRating?: AggregateRatingJsonLd;
  review?: ReviewJsonLd[];
  /** The page the recipe was imported or adapted from, when it names one. */
  isBasedOn?: string;
  /** Per serving, when the recipe tells any amount. */
  nutrition?: NutritionJsonLd;
  /** When the recipe has a video. */
  video?: VideoObjectJsonLd;
}

/** The average and count, the average to one decimal as the page shows it; undefined without a review. */
export function aggregateRatingJsonLd(
  recipe: Pick<RecipeForHead, 'ratingCount' | 'ratingSum'>,
): AggregateRatingJsonLd | undefined {
  const average = ratingAverage(recipe.ratingSum, recipe.ratingCount);
  if (average === undefined) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.round(average * 10) / 10,
    ratingCount: recipe.ratingCount,
    ...SCALE,
  };
}

/** One review as a schema.org `Review`: its author by public name, its stars and its text. */
export function reviewJsonLd(review: ReviewForHead): ReviewJsonLd {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.displayName },
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, ...SCALE },
    datePublished: review.createdAt.toISOString(),
    ...(review.text ? { reviewBody: review.text } : {}),
  };
}

/**
 * The schema.org `Recipe` of a recipe page (Google's recipe rich results read
 * these fields). `reviews` are the newest ones, newest first; the first
 * JSON_LD_REVIEWS of them are told.
 */
export function recipeJsonLd(
  origin: string,
  recipe: RecipeForHead,
  reviews: readonly ReviewForHead[] = [],
): RecipeJsonLd {
  const url = recipeUrl(origin, recipe.id);
  const aggregateRating = aggregateRatingJsonLd(recipe);
  const told = aggregateRating ? reviews.slice(0, JSON_LD_REVIEWS) : [];
  const description = recipeDescription(recipe);
  const image = absoluteUrl(origin, recipe.image);
  const nutrition = nutritionJsonLd(recipe.nutrition);
  const video = videoJsonLd({
    videoUrl: recipe.videoUrl,
    name: recipe.title,
    description,
    image,
    uploadDate: recipe.createdAt,
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    '@id': url,
    url,
    name: recipe.title,
    description,
    image: [image],
    author: { '@type': 'Person', name: recipe.displayName },
    datePublished: recipe.createdAt.toISOString(),
    dateModified: recipe.updatedAt.toISOString(),
    prepTime: isoDuration(recipe.prepTime),
    ...(recipe.cookTime > 0 ? { cookTime: isoDuration(recipe.cookTime) } : {}),
    totalTime: isoDuration(totalTime(recipe)),
    recipeYield: recipeYield(recipe.servings),
    recipeCuisine: recipe.cuisine,
    ...(recipe.categories.length > 0 ? { recipeCategory: recipe.categories } : {}),
    keywords: [recipe.cuisine, ...recipe.categories].join(', '),
    recipeIngredient: recipe.ingredients,
    recipeInstructions: recipe.instructions.map((text, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      text,
    })),
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/LikeAction',
      userInteractionCount: recipe.likeCount,
    },
    ...(aggregateRating ? { aggregateRating } : {}),
    ...(told.length > 0 ? { review: told.map(reviewJsonLd) } : {}),
    ...(recipe.sourceUrl ? { isBasedOn: recipe.sourceUrl } : {}),
    ...(nutrition ? { nutrition } : {}),
    ...(video ? { video } : {}),
  };
}

export function trimOrigin(origin: string): string {
  return origin.replace(/\/+$/, '');
}
