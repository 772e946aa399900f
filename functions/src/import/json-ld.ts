// Finds the schema.org Recipe in a page's JSON-LD: a Recipe alone, in an
// array, in an @graph or as a page's mainEntity, its @type a string or a list.
// Scripts that are not valid JSON are skipped; the next one may hold it.
import { JSON_LD_MEDIA_TYPE } from '@recipe-book/schema/recipe-json-ld';
import type { Document, Element } from 'domhandler';
import { findAll, textContent } from 'domutils';
import { isObject, isRecipe, type JsonObject } from './schema-org';

/** How deep a Recipe may be nested; deeper structures are not what sites publish. */
const MAX_DEPTH = 6;
const CONTAINERS = ['@graph', 'mainEntity'];

const isJsonLdScript = (element: Element) =>
  element.name === 'script' && element.attribs.type?.split(';')[0]?.trim().toLowerCase() === JSON_LD_MEDIA_TYPE;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Raw line breaks and tabs inside strings are common on recipe sites, and invalid JSON.
    try {
      return JSON.parse(text.replace(/\p{Cc}+/gu, ' '));
    } catch {
      return undefined;
    }
  }
}

function findRecipe(value: unknown, depth = 0): JsonObject | undefined {
  if (depth > MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findRecipe(item, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (!isObject(value)) return undefined;
  if (isRecipe(value)) return value;
  for (const key of CONTAINERS) {
    const found = findRecipe(value[key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The first Recipe node of the page's JSON-LD scripts, if any. */
export function jsonLdRecipe(document: Document): JsonObject | undefined {
  for (const script of findAll(isJsonLdScript, document.children)) {
    const found = findRecipe(parseJson(textContent(script)));
    if (found) return found;
  }
  return undefined;
}
