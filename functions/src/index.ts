// The Cloud Functions of this project: the REST API `api` and the Firestore
// triggers that keep the data model consistent whoever writes it.
import { onDocumentCreated, onDocumentDeleted, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { COOK_PROFILES } from '@recipe-book/schema/cook-profile';
import { RECIPES, USERS, WISHLIST, wishlistPath } from '@recipe-book/schema/paths';
import { handleApiRequest } from './app';
import { API_REGION } from './config';
import { ensureCookProfile } from './cooks/ensure-profile';
import { renameSignedCopies } from './cooks/rename-trigger';
import { letFunctionAnswerBodyErrors, refusedBodyStatus } from './http/framework-body-errors';
import { backfillWishlistEntry, deleteRecipeDependents } from './recipes/cascade';
import { syncDerivedFields } from './recipes/derived-fields-trigger';
import { syncFoodVocabulary } from './recipes/food-vocabulary-trigger';
import { syncRecipeTotals } from './recipes/totals-trigger';

// The site's pages, rendered on the server by the app's own routes, and
// /sitemap.xml (Hosting rewrites).
export { pages, sitemap } from './pages/functions';

letFunctionAnswerBodyErrors();

// `cors: false`: our own CORS headers (http/cors.ts) answer, the same in the
// emulator (which otherwise adds its own) and in production.
export const api = onRequest({ cors: false, region: API_REGION }, async (req, res) => {
  const response = await handleApiRequest({
    method: req.method,
    url: req.url,
    headers: req.headers,
    // The framework leaves it unset when the request had no body.
    rawBody: Buffer.isBuffer(req.rawBody) ? req.rawBody : undefined,
    refusedBodyStatus: refusedBodyStatus(req),
  });
  // The body is already JSON text, and caching headers are ours: `end` skips
  // Express's own ETag and 304 handling (`send`/`json` would add them).
  res.status(response.status).set(response.headers);
  if (response.body === undefined) res.end();
  else res.set('Content-Length', String(Buffer.byteLength(response.body))).end(response.body);
});

// Cloud Functions delivers a Firestore event at least once, and not again
// after a failed run unless the trigger asks to be retried. Each trigger below
// reconciles what is stored now (never applies the event's own delta), so a
// retry is safe, and a run that failed (a transaction that gave up under
// contention, a cold start that timed out) is made good by the next.
const retried = <Document extends string>(document: Document) => ({ document, retry: true });

/**
 * Every write of a recipe, also a browser's: its foods, searchTokens and
 * ratingAverage follow its ingredient lines, title and rating counters; the
 * totals of all recipes, per cuisine and per cook follow a recipe created,
 * deleted or moved to another cuisine (so no page view counts); the
 * vocabulary of foods counts the public recipes of each food; and a new
 * recipe's cook gets a public profile when they have none
 * (cooks/ensure-profile.ts), whoever wrote it. One trigger for all: one
 * invocation per write. A like or a review changes none and returns at once.
 */
export const onRecipeWritten = onDocumentWritten(retried(`${RECIPES}/{recipeId}`), async (event) => {
  const { recipeId } = event.params;
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  const created = !before && after && typeof after.ownerUid === 'string' ? after : undefined;
  await Promise.all([
    syncDerivedFields(recipeId, after),
    syncRecipeTotals(recipeId, before, after),
    syncFoodVocabulary(recipeId, before, after),
    created ? ensureCookProfile(created.ownerUid as string, created.displayName) : undefined,
  ]);
});

/**
 * A deleted recipe takes its likes, its reviews and the wishlist entries for it along, and leaves every
 * collection (REST and web app alike).
 */
export const onRecipeDeleted = onDocumentDeleted(retried(`${RECIPES}/{recipeId}`), (event) =>
  deleteRecipeDependents(event.params.recipeId),
);

/** Wishlist entries written without `recipeId` get it, so the cascade above finds them. */
export const onWishlistEntryCreated = onDocumentCreated(retried(`${USERS}/{uid}/${WISHLIST}/{recipeId}`), (event) =>
  backfillWishlistEntry(wishlistPath(event.params.uid, event.params.recipeId), event.params.recipeId),
);

/**
 * A cook's profile name changed (or a profile was made): their recipes,
 * reviews and household entries, items and ticks carry the new name, whoever
 * wrote them (issue 46: what one signed follows one's name).
 */
export const onCookProfileWritten = onDocumentWritten(retried(`${COOK_PROFILES}/{uid}`), async (event) => {
  const name: unknown = event.data?.after.get('displayName');
  const previous: unknown = event.data?.before.get('displayName');
  if (typeof name !== 'string' || name === previous) return;
  await renameSignedCopies(event.params.uid, name, typeof previous === 'string' ? previous : undefined);
});
