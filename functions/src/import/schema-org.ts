// Reading schema.org values as pages publish them: any property may be one
// value or a list, types may be written "Recipe", "schema:Recipe" or
// "https://schema.org/Recipe", and a text may be a string, a number or an
// `{ "@value": … }` object.
export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A property's values as a list: none, one, or the list itself. */
export function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

const SCHEMA_PREFIX = /^(?:https?:\/\/schema\.org\/|schema:)/i;

/** A schema.org name without its prefix: "https://schema.org/VeganDiet" → "VeganDiet". */
export const schemaName = (name: string) => name.trim().replace(SCHEMA_PREFIX, '');

/** A node's types, without the schema.org prefix: `["Recipe"]`. */
const schemaTypes = (node: JsonObject): string[] =>
  asList(node['@type'])
    .filter((type): type is string => typeof type === 'string')
    .map(schemaName);

export const hasType = (node: JsonObject, type: string) => schemaTypes(node).includes(type);

export const isRecipe = (node: JsonObject) => hasType(node, 'Recipe');

/** The raw texts of a property (numbers as text), before any HTML is stripped. */
export function rawTexts(value: unknown): string[] {
  return asList(value).flatMap((item) => {
    if (typeof item === 'string') return [item];
    if (typeof item === 'number' && Number.isFinite(item)) return [String(item)];
    if (isObject(item) && '@value' in item) return rawTexts(item['@value']);
    return [];
  });
}
