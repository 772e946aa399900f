// A cook's public profile as the API reads it: `cooks/{uid}` and the kept
// totals of their public recipes (schema/src/kept-totals.ts), two document
// reads whatever the number of recipes, likes or reviews.
import { cookPageOf, cookProfilePath, type CookPage } from '@recipe-book/schema/cook-profile';
import { cookTotalsPath } from '@recipe-book/schema/kept-totals';
import { db } from '../firebase';
import { cookNotFound } from '../http/errors';
import { isDocumentId } from '../recipes/recipe-id';

/** The cook's page data, or a 404 when there is no cook with that uid. */
export async function getCook(uid: string): Promise<CookPage> {
  if (!isDocumentId(uid)) throw cookNotFound(uid);
  const [profile, totals] = await db.getAll(db.doc(cookProfilePath(uid)), db.doc(cookTotalsPath(uid)));
  const data = profile?.data();
  if (!data) throw cookNotFound(uid);
  return cookPageOf(uid, data, totals?.data());
}
