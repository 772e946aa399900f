// GET /mealplan.ics's work: the cook a feed key belongs to, and their dated
// entries of the feed's window as iCalendar text. The key is the only
// credential: an unknown or replaced key, or an account that was disabled or
// deleted, finds no feed (404), so a link stops working the moment it should.
import { auth } from '../firebase';
import { HttpError } from '../http/errors';
import { calendarFeed, feedWindow, type FeedEntry } from './calendar-feed';
import { utcToday } from './date-range';
import { cookOfFeedKey } from './feed-key';
import { planHomeOf } from '../household/home';
import { entriesIn, withRecipeState } from './list-entries';

const feedNotFound = () =>
  new HttpError(404, 'feed-not-found', 'No calendar feed has this key: a new link replaces the old one');

async function activeCook(uid: string): Promise<boolean> {
  try {
    return !(await auth.getUser(uid)).disabled;
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/user-not-found') {
      return false;
    }
    throw error;
  }
}

/** The feed of the cook whose current key `key` is, for the site at `origin`. */
export async function feedForKey(key: string, origin: string, today = utcToday()): Promise<string> {
  const uid = await cookOfFeedKey(key);
  if (uid === undefined || !(await activeCook(uid))) throw feedNotFound();
  // A member's feed shows their household's plan: the one they cook from.
  const { root } = await planHomeOf(uid);
  const entries = await withRecipeState(await entriesIn(root, feedWindow(today)), uid);
  const dated = entries.flatMap(({ date, updatedAt, ...entry }): FeedEntry[] =>
    date === null ? [] : [{ ...entry, date, updatedAt: new Date(updatedAt) }],
  );
  return calendarFeed(dated, origin);
}
