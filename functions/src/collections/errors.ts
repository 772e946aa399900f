// The errors of the /collections routes, worded once. A collection the caller
// may not read (another cook's private one) answers exactly like one that does
// not exist, so that no answer hints it is there.
import { badRequest, HttpError } from '../http/errors';

export const collectionNotFound = (id: string) =>
  new HttpError(404, 'collection-not-found', `No collection with id "${id}"`);

export const ownerOnly = () =>
  new HttpError(403, 'forbidden', 'Only the cook who made this collection may change or delete it');

/** A recipe id that names no recipe the caller may read: a 400 naming its place in the list. */
export const unreadableRecipe = (index: number, id: string) =>
  badRequest('invalid-field', `recipeIds[${index}]: No recipe with id "${id}" that you may read`);
