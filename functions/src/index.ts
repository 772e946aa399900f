// The Cloud Functions of this project: the REST API `api` and the Firestore
// triggers that keep the data model consistent whoever writes it.
import { onDocumentCreated, onDocumentDeleted, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { RECIPES, USERS, WISHLIST, wishlistPath } from '@recipe-book/schema/paths';
import { handleApiRequest } from './app';
import { API_REGION } from './config';
import { letFunctionAnswerBodyErrors, refusedBodyStatus } from './http/framework-body-errors';
import { backfillWishlistEntry, deleteRecipeDependents } from './recipes/cascade';
import { syncDerivedFields } from './recipes/derived-fields-trigger';
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
 * Every write of a recipe, also a browser's: its searchTokens and
 * ratingAverage follow its title and rating counters, and the totals of all
 * recipes, per cuisine and per cook follow a recipe created, deleted or moved
 * to another cuisine (so no page view counts). One trigger for both: one
 * invocation per write. A like or a review changes neither and returns at once.
 */
export const onRecipeWritten = onDocumentWritten(retried(`${RECIPES}/{recipeId}`), async (event) => {
  const { recipeId } = event.params;
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  await Promise.all([syncDerivedFields(recipeId, after), syncRecipeTotals(recipeId, before, after)]);
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
