// A schema.org Recipe node (from JSON-LD or microdata) read into plain values:
// texts without HTML, instructions as steps, times in minutes, image URLs made
// absolute. Nothing is limited or mapped to our lists yet (recipe-draft.ts
// does that), so the reading can be tested on its own.
import { splitInstructions } from '@recipe-book/schema/text-lists';
import type { Nutrition } from '@recipe-book/schema/nutrition-constants';
import { durationMinutes } from './duration';
import { readNutrition } from './nutrition';
import { plainLines, plainText } from './plain-text';
import { asList, hasType, isObject, rawTexts, schemaName, type JsonObject } from './schema-org';

export interface ExtractedRecipe {
  title: string;
  /** Absolute http(s) URLs, in the page's order. */
  images: string[];
  ingredients: string[];
  instructions: string[];
  prepMinutes?: number;
  cookMinutes?: number;
  totalMinutes?: number;
  /** The first whole number of `recipeYield`. */
  servings?: number;
  cuisines: string[];
  categories: string[];
  /** Diets the recipe suits, without the schema.org prefix: `["VeganDiet"]`. */
  diets: string[];
  /** Per serving, in our units (nutrition.ts); absent when the page tells none. */
  nutrition?: Nutrition;
}

const texts = (value: unknown) => rawTexts(value).map(plainText).filter(Boolean);

/** A list property's texts split at commas ("Italian, Mediterranean"). */
const commaSeparated = (value: unknown) =>
  texts(value)
    .flatMap((text) => text.split(','))
    .map((text) => text.trim())
    .filter(Boolean);

/** How-to steps: a text (split into sentences), strings, HowToSteps, HowToSections of steps, or a mix. */
function instructionSteps(value: unknown, depth = 0): string[] {
  if (depth > 3) return [];
  return asList(value).flatMap((item) => {
    if (typeof item === 'string') return plainLines(item).flatMap(splitInstructions);
    if (!isObject(item)) return [];
    if (hasType(item, 'HowToSection') || 'itemListElement' in item) {
      return instructionSteps(item.itemListElement, depth + 1);
    }
    const [text] = [...texts(item.text), ...texts(item.name), ...texts(item.description)];
    return text ? [text] : [];
  });
}

/** An ingredient per line: one string holding every ingredient on its own line is split. */
const ingredientLines = (value: unknown) => rawTexts(value).flatMap(plainLines);

function imageUrls(value: unknown, pageUrl: URL): string[] {
  return asList(value)
    .flatMap((item) => (isObject(item) ? [...rawTexts(item.url), ...rawTexts(item.contentUrl)] : rawTexts(item)))
    .flatMap((text) => {
      try {
        const url = new URL(text.trim(), pageUrl);
        return url.protocol === 'http:' || url.protocol === 'https:' ? [url.href] : [];
      } catch {
        return [];
      }
    });
}

/** "4", 4, "Serves 4–6", ["4", "4 servings"]: the first whole number. */
function servingsOf(value: unknown): number | undefined {
  for (const text of texts(value)) {
    const number = /\d+/.exec(text)?.[0];
    if (number !== undefined && Number(number) > 0) return Number(number);
  }
  return undefined;
}

const minutesOf = (value: unknown) =>
  asList(value)
    .map(durationMinutes)
    .find((minutes) => minutes !== undefined);

/** The values of a Recipe node, read as they are. */
export function readRecipe(node: JsonObject, pageUrl: URL): ExtractedRecipe {
  return {
    title: texts(node.name)[0] ?? '',
    images: imageUrls(node.image, pageUrl),
    // `ingredients` is the older name of `recipeIngredient`; some sites still use it.
    ingredients: ingredientLines(node.recipeIngredient ?? node.ingredients),
    instructions: instructionSteps(node.recipeInstructions),
    prepMinutes: minutesOf(node.prepTime),
    cookMinutes: minutesOf(node.cookTime),
    totalMinutes: minutesOf(node.totalTime),
    servings: servingsOf(node.recipeYield),
    cuisines: commaSeparated(node.recipeCuisine),
    categories: commaSeparated(node.recipeCategory),
    // A diet is named by its URL, as text or as a reference `{ "@id": … }`.
    diets: asList(node.suitableForDiet)
      .flatMap((diet) => rawTexts(isObject(diet) ? diet['@id'] : diet))
      .map(schemaName),
    nutrition: readNutrition(node.nutrition),
  };
}
