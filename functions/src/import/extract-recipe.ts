// The recipe of a page: its JSON-LD Recipe when it has one (what nearly every
// recipe site publishes for search engines), else its microdata Recipe.
import { parseDocument } from 'htmlparser2';
import { jsonLdRecipe } from './json-ld';
import { microdataRecipe } from './microdata';
import { readRecipe, type ExtractedRecipe } from './schema-org-recipe';

/** The page's recipe, read as it is; undefined when the page holds none. */
export function extractRecipe(html: string, pageUrl: URL): ExtractedRecipe | undefined {
  const node = jsonLdRecipe(parseDocument(html)) ?? microdataRecipe(html, pageUrl);
  return node && readRecipe(node, pageUrl);
}
