// Enforces RATE_LIMITS with a counter per account and action in Firestore
// (`rateLimits/{uid}_{action}`), so the limit holds across function restarts
// and instances. A fixed window: the first counted call starts it, and it
// resets once it has passed. Only the Admin SDK touches these documents.
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { RATE_LIMITS, RATE_LIMITS_COLLECTION, type RateLimitedAction } from '../rate-limits';
import { HttpError } from './errors';

interface Counter {
  count: number;
  windowStart: Timestamp;
  /** When the window ends: a Firestore TTL policy on this field may delete spent counters. */
  expiresAt: Timestamp;
}

const rateLimitDocPath = (uid: string, action: RateLimitedAction) => `${RATE_LIMITS_COLLECTION}/${uid}_${action}`;

function tooManyRequests(action: RateLimitedAction, retryAfterSeconds: number): HttpError {
  const { max, counts, per } = RATE_LIMITS[action];
  return new HttpError(
    429,
    'rate-limited',
    `Too many requests: at most ${max} ${counts} per ${per} for one account; try again in ${retryAfterSeconds} s`,
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

/** Counts one call of `action` by `uid`, or throws 429 with Retry-After when the window is full. */
export async function spendAllowance(uid: string, action: RateLimitedAction): Promise<void> {
  const { max, windowSeconds } = RATE_LIMITS[action];
  const windowMs = windowSeconds * 1000;
  const ref = db.doc(rateLimitDocPath(uid, action));
  await db.runTransaction(async (transaction) => {
    const stored = (await transaction.get(ref)).data() as Counter | undefined;
    const now = Date.now();
    const current = stored && now < stored.windowStart.toMillis() + windowMs ? stored : undefined;
    const windowStart = current ? current.windowStart.toMillis() : now;
    const count = current?.count ?? 0;
    if (count >= max) throw tooManyRequests(action, Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)));
    const next: Counter = {
      count: count + 1,
      windowStart: Timestamp.fromMillis(windowStart),
      expiresAt: Timestamp.fromMillis(windowStart + windowMs),
    };
    transaction.set(ref, next);
  });
}
