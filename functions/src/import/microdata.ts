// The Recipe of a page that marks it up with microdata
// (itemtype="https://schema.org/Recipe"), read by microdata-node and given the
// shape of a JSON-LD node, so that one reader (schema-org-recipe.ts) serves both.
import microdata, { type MicrodataItem } from 'microdata-node';
import { isRecipe, type JsonObject } from './schema-org';

function asNode(item: MicrodataItem): JsonObject {
  const properties = Object.entries(item.properties).map(([name, values]) => [
    name,
    values.map((value) => (typeof value === 'string' ? value : asNode(value))),
  ]);
  return { '@type': item.type ?? [], ...Object.fromEntries(properties) };
}

function findRecipe(items: readonly MicrodataItem[]): MicrodataItem | undefined {
  for (const item of items) {
    if (isRecipe({ '@type': item.type ?? [] })) return item;
    const nested = Object.values(item.properties)
      .flat()
      .filter((value): value is MicrodataItem => typeof value !== 'string');
    const found = findRecipe(nested);
    if (found) return found;
  }
  return undefined;
}

/** The page's microdata Recipe as a JSON-LD-like node (URLs resolved against `pageUrl`), if any. */
export function microdataRecipe(html: string, pageUrl: URL): JsonObject | undefined {
  const item = findRecipe(microdata.toJson(html, { base: pageUrl.href }).items);
  return item && asNode(item);
}
