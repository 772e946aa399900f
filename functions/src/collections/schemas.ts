// The requests and answers of the /collections routes (docs/rest-api.md#collections).
// The bodies are the shared collection schema (schema/src/collection.ts), so
// the API checks what the rules and the app check, with the same messages;
// a collection's recipes are answered as GET /recipes answers them.
import { z } from 'zod';
import { collectionFields } from '@recipe-book/schema/collection';
import { COLLECTION_LIMITS as L } from '@recipe-book/schema/constants';
import { displayNameSchema } from '@recipe-book/schema/recipe';
import { limitParam } from '../recipes/list-options';
import { recipeResponseSchema } from '../recipes/response-schemas';

export { collectionCreateSchema, collectionPatchSchema } from '@recipe-book/schema/collection';

/** GET /collections. */
export const collectionListQuerySchema = z.object({
  owner: z
    .string({ error: 'is required: the uid of the cook whose collections to list' })
    .min(1, 'is required: the uid of the cook whose collections to list')
    .max(128, 'is not a user id')
    .describe(
      "The cook's uid (`owner.uid` of a collection, `ownerUid` of a recipe). Their public collections; with " +
        'your own uid and your token, all of yours (such lists are never cached).',
    ),
  limit: limitParam(L.list, 'Collections in the answer, most recently changed first.'),
});

const { name, description, visibility } = collectionFields;
const times = {
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime().describe('When its cook last changed it (its name, its recipes, anything).'),
};

/** A collection in a list: what it is and whose, without its recipes (GET /collections/{id} has them). */
export const collectionSummarySchema = z.object({
  id: z.string().describe('The collection id.'),
  name,
  description,
  visibility,
  ownerUid: z.string().describe("Its cook's uid."),
  ...times,
});
export type CollectionSummary = z.output<typeof collectionSummarySchema>;
export const collectionListSchema = z.array(collectionSummarySchema);

/** One collection with the recipes the caller may read, in its order. */
export const collectionResponseSchema = z.object({
  id: z.string().describe('The collection id.'),
  name,
  description,
  visibility,
  owner: z.object({
    uid: z.string().describe("Its cook's uid."),
    displayName: displayNameSchema.describe("Its cook's public name (never an e-mail address)."),
  }),
  recipes: z
    .array(recipeResponseSchema)
    .max(L.recipeIds.maxItems)
    .describe(
      "Its recipes in the collection's order, as GET /recipes answers them: only those you may read. A recipe " +
        "that was deleted, or another cook's private one, is left out; its cook sees their own private ones.",
    ),
  ...times,
});
export type CollectionResponse = z.output<typeof collectionResponseSchema>;
