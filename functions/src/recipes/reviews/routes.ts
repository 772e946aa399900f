// The review routes under /recipes/{id}/reviews (docs/rest-api.md#reviews),
// each operation with the description the OpenAPI document is generated from.
// A caller has one review per recipe, addressed as `reviews/me`.
import { reviewInputSchema } from '@recipe-book/schema/review';
import { requireAuthor, requireUser, type Caller } from '../../http/auth';
import { readJsonBody } from '../../http/body';
import { PRIVATE_CACHE_CONTROL } from '../../http/cache';
import { nextPageHeaders } from '../../http/paging';
import { route, type RouteContext } from '../../http/router';
import { json, type ApiRequest } from '../../http/types';
import { parseOrThrow } from '../../http/validation';
import { parseQuery } from '../list-options';
import { recipeIdParam } from '../recipe-id';
import { getRecipe } from '../repository';
import { toRatingSummary } from '../serializer';
import { decodeReviewCursor, encodeReviewCursor } from './cursor';
import { listReviews } from './list-reviews';
import {
  reviewDeleteResultSchema,
  reviewListSchema,
  reviewSaveResultSchema,
  reviewsQuerySchema,
  type ReviewDeleteResult,
  type ReviewSaveResult,
} from './schemas';
import { toReviewResponse } from './serializer';
import { deleteReview, reviewableRecipe, savedReview, saveReview } from './write-review';

/** The caller when the request carries a token (which must then be valid), else nobody. */
const optionalCaller = (request: ApiRequest): Promise<Caller | undefined> =>
  request.headers.authorization === undefined ? Promise.resolve(undefined) : requireUser(request);

// GET /recipes/:id/reviews — one page of the recipe's reviews, newest first
async function listRoute(context: RouteContext) {
  const id = recipeIdParam(context.params);
  const { limit, cursor } = parseQuery(reviewsQuerySchema, context.query);
  const caller = await optionalCaller(context.request);
  const after = cursor === undefined ? undefined : decodeReviewCursor(id, cursor);
  const page = await listReviews(id, caller?.uid, limit, after);
  const next = page.resumeAfter && encodeReviewCursor(id, page.resumeAfter);
  const headers = {
    ...nextPageHeaders(context, `/recipes/${encodeURIComponent(id)}/reviews`, next),
    // The answer depends on the token (`mine`): a cache must not hand one caller's answer to another.
    Vary: 'Authorization',
    ...(caller ? { 'Cache-Control': PRIVATE_CACHE_CONTROL } : {}),
  };
  return json(
    200,
    page.reviews.map((doc) => toReviewResponse(doc.data(), doc.id === caller?.uid)),
    headers,
  );
}

// PUT /recipes/:id/reviews/me — the caller writes their review, or replaces it
async function saveRoute({ request, params, countWrite }: RouteContext) {
  const reviewer = await requireAuthor(request);
  const id = recipeIdParam(params);
  const input = parseOrThrow(reviewInputSchema, readJsonBody(request));
  await reviewableRecipe(id, reviewer);
  await countWrite();
  const created = await saveReview(id, reviewer, input);
  const { review, recipe } = await savedReview(id, reviewer.uid);
  const result: ReviewSaveResult = { review: toReviewResponse(review, true), ...toRatingSummary(recipe) };
  return json(created ? 201 : 200, result);
}

// DELETE /recipes/:id/reviews/me — the caller takes their review back (idempotent)
async function deleteRoute({ request, params, countWrite }: RouteContext) {
  const caller = await requireUser(request);
  const id = recipeIdParam(params);
  await countWrite();
  const deleted = await deleteReview(id, caller.uid);
  const result: ReviewDeleteResult = {
    deletedCount: deleted ? 1 : 0,
    ...toRatingSummary(await getRecipe(id, caller.uid)),
  };
  return json(200, result);
}

/**
 * Their paths end in `reviews` or `reviews/me`, which no other route has. The
 * one overlap: a recipe whose id is `details` keeps its likes at
 * /recipes/details/{id}, which the recipe routes, listed first, answer.
 */
export const reviewRoutes = [
  route('/recipes/:id/reviews', {
    GET: {
      handler: listRoute,
      operationId: 'listReviews',
      summary:
        "A recipe's reviews, newest first, one page at a time. With a Bearer token (optional) the caller's own " +
        'review is marked `mine`, and the answer is not cached.',
      auth: 'optional',
      query: reviewsQuerySchema,
      success: {
        status: 200,
        description: 'A page of reviews',
        schema: reviewListSchema,
        headers: ['X-Next-Cursor', 'Link'],
      },
      errors: [401, 403, 404],
      cache: 'short-public',
    },
  }),
  route('/recipes/:id/reviews/me', {
    PUT: {
      handler: saveRoute,
      operationId: 'saveMyReview',
      summary: 'Write your review of a recipe, or replace it (one per cook; not of your own recipe)',
      auth: 'bearer',
      body: reviewInputSchema,
      success: {
        status: 201,
        description: 'Created: you had no review of this recipe',
        schema: reviewSaveResultSchema,
        alternative: { status: 200, description: 'Replaced: your earlier review, which keeps its createdAt' },
      },
      errors: [403, 404, 409],
      cache: 'no-store',
      rateLimit: 'review',
    },
    DELETE: {
      handler: deleteRoute,
      operationId: 'deleteMyReview',
      summary: 'Delete your review of a recipe (idempotent)',
      auth: 'bearer',
      success: { status: 200, description: 'Deleted, or there was none', schema: reviewDeleteResultSchema },
      errors: [404],
      cache: 'no-store',
      rateLimit: 'review',
    },
  }),
];
