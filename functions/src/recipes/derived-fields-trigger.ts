// Keeps each recipe's `searchTokens` equal to `searchTokens(title)`, whoever
// wrote the recipe. Browsers may not write the field (firestore.rules), so a
// recipe added or retitled in the web app gets its tokens here, a moment after
// the write; the REST API and the seed write them at once and this finds
// nothing to do.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import type { DocumentData } from 'firebase-admin/firestore';
import { RECIPES } from '@recipe-book/schema/paths';
import { searchTokens } from '@recipe-book/schema/search';
import { db } from '../firebase';
import { rawRecipeRef } from './collection';

/** The tokens `data` should have, or undefined when the ones it has are right (or it has no title). */
function staleTokens(data: DocumentData | undefined): string[] | undefined {
  if (typeof data?.title !== 'string') return undefined;
  const wanted = searchTokens(data.title);
  const stored: unknown = data.searchTokens;
  const same =
    Array.isArray(stored) && stored.length === wanted.length && stored.every((token, i) => token === wanted[i]);
  return same ? undefined : wanted;
}

/**
 * Brings the recipe's tokens in line with its title as stored now. `written` is
 * the document the trigger saw: when its tokens are right (likes, wishlists,
 * edits that keep the title, and this function's own write) nothing is read or
 * written, so the trigger never loops. Otherwise the recipe is read again in a
 * transaction: triggers may run out of order, and tokens computed from an
 * older title must never overwrite those of a newer one. Only `searchTokens`
 * is written: `updatedAt` stays the author's.
 */
export async function syncSearchTokens(recipeId: string, written: DocumentData | undefined): Promise<void> {
  if (!staleTokens(written)) return;
  const ref = rawRecipeRef(recipeId);
  await db.runTransaction(async (transaction) => {
    const tokens = staleTokens((await transaction.get(ref)).data());
    if (tokens) transaction.update(ref, { searchTokens: tokens });
  });
}

/** Every write of a recipe (a delete has nothing to sync). */
export const onRecipeWritten = onDocumentWritten(`${RECIPES}/{recipeId}` as const, (event) =>
  syncSearchTokens(event.params.recipeId, event.data?.after.data()),
);
