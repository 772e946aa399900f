// Recipe ids from a URL or a cursor. Anything Firestore could not store as a
// document id cannot name a recipe: a 404, never a Firestore error (500).
import { recipeNotFound } from '../http/errors';

const MAX_ID_BYTES = 1500;

export function isDocumentId(id: string): boolean {
  return (
    id.length > 0 &&
    Buffer.byteLength(id) <= MAX_ID_BYTES &&
    !id.includes('/') &&
    id !== '.' &&
    id !== '..' &&
    !/^__.*__$/.test(id)
  );
}

export function recipeIdParam(params: Readonly<Record<string, string>>): string {
  const id = params['id'] ?? '';
  if (!isDocumentId(id)) throw recipeNotFound(id);
  return id;
}
