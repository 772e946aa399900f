// The shape of GET /recipes/{id}?format=jsonld for the OpenAPI document: the
// schema.org `Recipe` JSON-LD that schema/src/recipe-json-ld.ts builds. Typed
// against that builder's `RecipeJsonLd`, so a field the builder changes fails
// the type check here rather than drifting from the document.
import { z } from 'zod';
import { NUTRIENTS } from '@recipe-book/schema/nutrition-constants';
import { nutritionProperty } from '@recipe-book/schema/nutrition-json-ld';
import type { RecipeJsonLd } from '@recipe-book/schema/recipe-json-ld';

const person = z.object({ '@type': z.literal('Person'), name: z.string() });
const ratingScale = { bestRating: z.number(), worstRating: z.number() };
const isoDuration = z.string().describe('ISO 8601 duration, e.g. PT1H30M.');
const nutritionText = z.string().optional();

export const recipeJsonLdSchema = z
  .object({
    '@context': z.literal('https://schema.org'),
    '@type': z.literal('Recipe'),
    '@id': z.url().describe("The recipe page's canonical URL."),
    url: z.url(),
    name: z.string(),
    description: z.string(),
    image: z.array(z.url()),
    author: person,
    datePublished: z.iso.datetime(),
    dateModified: z.iso.datetime(),
    prepTime: isoDuration,
    cookTime: isoDuration.optional().describe('Absent for a dish that is not cooked.'),
    totalTime: isoDuration,
    recipeYield: z.string().describe('e.g. "4 servings".'),
    recipeCuisine: z.string(),
    recipeCategory: z.array(z.string()).optional(),
    keywords: z.string(),
    recipeIngredient: z.array(z.string()),
    recipeInstructions: z.array(
      z.object({ '@type': z.literal('HowToStep'), position: z.int().min(1), text: z.string() }),
    ),
    interactionStatistic: z.object({
      '@type': z.literal('InteractionCounter'),
      interactionType: z.literal('https://schema.org/LikeAction'),
      userInteractionCount: z.int().min(0),
    }),
    aggregateRating: z
      .object({
        '@type': z.literal('AggregateRating'),
        ratingValue: z.number(),
        ratingCount: z.int().min(1),
        ...ratingScale,
      })
      .optional()
      .describe('Present once the recipe has a review.'),
    review: z
      .array(
        z.object({
          '@type': z.literal('Review'),
          author: person,
          reviewRating: z.object({ '@type': z.literal('Rating'), ratingValue: z.number(), ...ratingScale }),
          datePublished: z.iso.datetime(),
          reviewBody: z.string().optional(),
        }),
      )
      .optional()
      .describe('The newest reviews, newest first.'),
    isBasedOn: z.url().optional().describe('The page the recipe was imported or adapted from.'),
    nutrition: z
      .object({
        '@type': z.literal('NutritionInformation'),
        ...Object.fromEntries(NUTRIENTS.map((nutrient) => [nutritionProperty(nutrient), nutritionText])),
      })
      .optional()
      .describe('Per serving, when the recipe tells any amount: "240 calories", "9 g", "300 mg".'),
    video: z
      .object({
        '@type': z.literal('VideoObject'),
        name: z.string(),
        description: z.string(),
        thumbnailUrl: z.array(z.url()),
        uploadDate: z.iso.datetime(),
        embedUrl: z.url().optional().describe("YouTube's player, for a YouTube video."),
        contentUrl: z.url().optional().describe('The file, for an .mp4 or .webm video.'),
      })
      .optional()
      .describe('When the recipe has a video.'),
  })
  .describe(
    'A schema.org Recipe (https://schema.org/Recipe), as the recipe page carries it.',
  ) satisfies z.ZodType<RecipeJsonLd>;
