// The collection schema: what a cook puts in `collections/{collectionId}`
// (docs/data-model.md#collections), a named, ordered list of recipes that is
// public, unlisted or private like a recipe (visibility.ts). Used by the web
// app's writes, by the REST function's validation and by the OpenAPI
// document; firestore.rules mirrors it (isValidCollection) and
// tests/rules/collections.test.ts proves they agree.
import { z } from 'zod';
import { COLLECTION_LIMITS as L, DEFAULT_COLLECTION_VISIBILITY } from './constants';
import { line } from './recipe';
import { VISIBILITIES, type Visibility } from './visibility';

/** What a recipe id in a collection may be: Firestore's generated ids and the seed's slugs. The rules check the same. */
export const RECIPE_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

const recipeId = z
  .string({ error: 'A recipe id must be text' })
  .min(1, 'A recipe id is required')
  .max(L.recipeId.max, `A recipe id has at most ${L.recipeId.max} characters`)
  .regex(RECIPE_ID_PATTERN, 'A recipe id has only letters, digits, _ and -');

/** The ids in the cook's order, each once: a repeat is reported at its own index (`recipeIds[3]`). */
const recipeIds = z
  .array(recipeId, { error: 'Recipe ids must be a list' })
  .max(L.recipeIds.maxItems, `A collection holds at most ${L.recipeIds.maxItems} recipes`)
  .superRefine((ids, context) => {
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index) {
        context.addIssue({ code: 'custom', path: [index], message: `"${id}" is already in the collection` });
      }
    });
  })
  .describe(`The recipes' ids, in the collection's order: at most ${L.recipeIds.maxItems}, each once.`);

export const collectionFields = {
  name: line('Name', L.name.max).describe(`One line of ${L.name.min}–${L.name.max} characters.`),
  // Plain text over several lines, stored trimmed; empty is allowed.
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(L.description.max, `Description must be at most ${L.description.max} characters`)
    .describe(`Plain text, 0–${L.description.max} characters.`),
  visibility: z
    .enum(VISIBILITIES, { error: `Visibility must be one of ${VISIBILITIES.join(', ')}` })
    .describe(
      "Who can see the collection: `public` (anyone, and listed on its cook's profile), `unlisted` (anyone " +
        'with its link) or `private` (its cook alone; a 404 for everyone else).',
    ),
  recipeIds,
};

/** Every content field, as a writer stores them (the web app's create); unknown fields are rejected. */
export const collectionInputSchema = z.strictObject(collectionFields);
export type CollectionInput = z.output<typeof collectionInputSchema>;

/** A new collection as a client asks for it: a name, and the rest starting empty and private. */
export const collectionCreateSchema = z.strictObject({
  name: collectionFields.name,
  description: collectionFields.description.default(''),
  visibility: collectionFields.visibility.default(DEFAULT_COLLECTION_VISIBILITY),
  recipeIds: collectionFields.recipeIds.default([]),
});
export type CollectionCreate = z.output<typeof collectionCreateSchema>;

/** An owner's edit: one or more of the content fields; `recipeIds` replaces the whole list (adds, removes, reorders). */
export const collectionPatchSchema = z
  .strictObject(collectionFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Send at least one field to change');
export type CollectionPatch = z.output<typeof collectionPatchSchema>;

/** Every field of a stored collection: the rules require each of them and allow no other. */
export const COLLECTION_DOC_FIELDS = [...Object.keys(collectionFields), 'ownerUid', 'createdAt', 'updatedAt'] as const;

/** What an owner's edit may change: the content and the time of the edit, never the owner or createdAt. */
export const COLLECTION_EDITABLE_FIELDS = [...Object.keys(collectionFields), 'updatedAt'] as const;

/** A collection as stored, timestamps as the caller's type. */
export interface StoredCollection<Time> extends CollectionInput {
  visibility: Visibility;
  /** Its cook: the one who created it, who alone changes it. Never changes. */
  ownerUid: string;
  createdAt: Time;
  updatedAt: Time;
}

/** A collection read back with its document id, timestamps as `Date`. */
export interface Collection extends StoredCollection<Date> {
  id: string;
}
