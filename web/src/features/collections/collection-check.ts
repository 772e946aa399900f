// What the cook typed for a new collection, checked by the shared schema
// (collectionCreateSchema, schema/src/collection.ts) so the messages are the
// ones the API and the rules stand behind. Loaded on first use (lazyAction):
// zod is not in the recipe page's first download.
import { type CollectionCreate, collectionCreateSchema } from '@recipe-book/schema/collection';
import { DEFAULT_COLLECTION_VISIBILITY } from '@recipe-book/schema/constants';

export type CollectionFieldName = 'name' | 'description' | 'visibility';

export interface NewCollectionValues {
  name: string;
  description: string;
  visibility: string;
}

/** The collection to create, or a message for each refused field (the first one per field). */
export function checkNewCollection(
  values: NewCollectionValues,
): CollectionCreate | { errors: Partial<Record<CollectionFieldName, string>> } {
  const checked = collectionCreateSchema.safeParse(values);
  if (checked.success) return checked.data;
  const errors: Partial<Record<CollectionFieldName, string>> = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0] as CollectionFieldName;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/** A name alone (the recipe page's "Create a new collection"), for a one-field form. */
export function checkCollectionName(name: string): CollectionCreate | { error: string } {
  const checked = checkNewCollection({ name, description: '', visibility: DEFAULT_COLLECTION_VISIBILITY });
  return 'errors' in checked ? { error: checked.errors.name ?? 'This name was not accepted' } : checked;
}
