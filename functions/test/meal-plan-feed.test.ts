// The meal plan's calendar feed (docs/rest-api.md#calendar-feed) over real
// HTTP: a private link made with a token, an iCalendar document that a
// calendar app reads (parsed here with ical.js), and a new link that refuses
// the old one at once.
import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@recipe-book/schema/calendar-date';
import { API_TOKENS, mealPlanFeedKeyPath } from '@recipe-book/schema/paths';
import { call, expectError } from './support/api';
import { adminAuth } from './support/auth-admin';
import { API_BASE_URL, HOSTING_API_URL, SITE_ORIGIN } from './support/env';
import { db } from './support/firestore';
import { deletePlansOf, plan, today, type EntryJson } from './support/meal-plan';
import { createRecipe, deleteCreatedRecipes } from './support/recipes';
import { createUser, deleteCreatedUsers, type TestUser } from './support/users';

interface FeedKeyJson {
  key: string;
  url: string;
}

const cooks: TestUser[] = [];

async function cook(): Promise<TestUser> {
  const user = await createUser({ displayName: 'Feed Cook' });
  cooks.push(user);
  return user;
}

async function newFeedKey(token: string, base?: string): Promise<FeedKeyJson> {
  const result = await call<FeedKeyJson>('POST', '/mealplan/feed-key', { token, base });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

/** The feed as a calendar app fetches it: no token, the key in the link. */
async function fetchFeed(url: string): Promise<{ status: number; type: string | null; text: string }> {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

interface FeedEvent {
  uid: string;
  summary: string;
  description: string;
  url: string | null;
  start: string;
  end: string;
  allDay: boolean;
}

/** The events of an iCalendar text, read by ical.js. */
function eventsOf(text: string): FeedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const url = component.getFirstPropertyValue('url');
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      url: typeof url === 'string' ? url : null,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
    };
  });
}

afterAll(async () => {
  for (const user of cooks) {
    for (const doc of (await db.collection(API_TOKENS).where('uid', '==', user.uid).get()).docs) await doc.ref.delete();
  }
  await deletePlansOf(cooks);
  await deleteCreatedRecipes();
  await deleteCreatedUsers();
});

describe('the feed link', () => {
  it('is made with a token, shown once, and stored as a SHA-256 hash only', async () => {
    const user = await cook();
    const before = await call('GET', '/mealplan/feed-key', { token: user.idToken });
    expect(before.body).toEqual({ exists: false, createdAt: null });

    const { key, url } = await newFeedKey(user.idToken);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).toBe(`${API_BASE_URL}/mealplan.ics?key=${key}`);
    const stored = (await db.doc(mealPlanFeedKeyPath(user.uid)).get()).data();
    expect(stored).toEqual({ hash: createHash('sha256').update(key).digest('hex'), createdAt: expect.anything() });
    expect(JSON.stringify(stored)).not.toContain(key);

    const after = await call<{ exists: boolean; createdAt: string }>('GET', '/mealplan/feed-key', {
      token: user.idToken,
    });
    expect(after.status).toBe(200);
    expect(after.headers.get('cache-control')).toBe('private, no-store');
    expect(after.body).toEqual({ exists: true, createdAt: expect.any(String) });
    expect(JSON.stringify(after.body)).not.toContain(key);
  });

  it('through the site, links to the site', async () => {
    const user = await cook();
    const { key, url } = await newFeedKey(user.idToken, HOSTING_API_URL);
    expect(url).toBe(`${SITE_ORIGIN}/api/mealplan.ics?key=${key}`);
  });

  it('needs a token (401); a personal access token will do', async () => {
    await expectError(401, 'POST', '/mealplan/feed-key');
    await expectError(401, 'GET', '/mealplan/feed-key');
    const user = await cook();
    const made = await call<{ token: string }>('POST', '/tokens', { token: user.idToken, json: { name: 'Calendar' } });
    const { url } = await newFeedKey(made.body.token);
    expect((await fetchFeed(url)).status).toBe(200);
  });

  it('a new link refuses the old one at once (404), and the new one works', async () => {
    const user = await cook();
    const old = await newFeedKey(user.idToken);
    expect((await fetchFeed(old.url)).status).toBe(200);
    const replacement = await newFeedKey(user.idToken);
    const refused = await expectError(404, 'GET', `/mealplan.ics?key=${old.key}`);
    expect(refused.code).toBe('feed-not-found');
    expect((await fetchFeed(replacement.url)).status).toBe(200);
  });

  it.each([
    ['an unknown key', `?key=${'A'.repeat(43)}`, 404],
    ['a malformed key', '?key=not-a-key', 404],
    ['no key', '', 400],
  ])('answers %s with %s', async (_name, query, status) => {
    await expectError(status, 'GET', `/mealplan.ics${query}`);
  });

  it('stops when the account is disabled', async () => {
    const user = await cook();
    const { url } = await newFeedKey(user.idToken);
    await adminAuth.updateUser(user.uid, { disabled: true });
    expect((await fetchFeed(url)).status).toBe(404);
  });
});

describe('the feed', () => {
  let user: TestUser;
  let recipe: string;
  let url: string;
  const entries: Record<string, EntryJson> = {};
  const day = today();

  beforeAll(async () => {
    user = await cook();
    recipe = await createRecipe(user, { title: 'Chickpea Curry', servings: 2 });
    const doomed = await createRecipe(user, { title: 'Gone Goulash' });
    entries.dinner = await plan(user, { date: addDays(day, 1), meal: 'dinner', recipeId: recipe, servings: 4 });
    entries.lunch = await plan(user, { date: day, meal: 'lunch', note: 'Leftovers\nfrom Sunday' });
    entries.pastEdge = await plan(user, { date: addDays(day, -28), meal: 'breakfast', note: 'Four weeks ago' });
    entries.nextEdge = await plan(user, { date: addDays(day, 84), meal: 'snack', note: 'Twelve weeks on' });
    entries.removed = await plan(user, { date: addDays(day, 2), meal: 'dinner', recipeId: doomed });
    // Not in the feed: no date, or out of its window.
    await plan(user, { date: null, meal: 'dinner', note: 'Someday' });
    await plan(user, { date: addDays(day, -29), meal: 'dinner', note: 'Too long ago' });
    await plan(user, { date: addDays(day, 85), meal: 'dinner', note: 'Too far ahead' });
    await call('DELETE', `/recipes/${doomed}`, { token: user.idToken });
    ({ url } = await newFeedKey(user.idToken));
  });

  it('is text/calendar, kept by no cache', async () => {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });

  it('holds one all-day event per dated entry of the past 4 weeks and the next 12', async () => {
    const events = eventsOf((await fetchFeed(url)).text);
    const byUid = new Map(events.map((event) => [event.uid, event]));
    expect(events).toHaveLength(5);
    for (const [name, entry] of Object.entries(entries)) {
      const event = byUid.get(`mealplan-${entry.id}@${new URL(SITE_ORIGIN).host}`);
      expect(event, name).toBeDefined();
      expect(event?.allDay, name).toBe(true);
      expect(event?.start, name).toBe(entry.date);
      expect(event?.end, name).toBe(addDays(entry.date ?? '', 1));
    }
  });

  it('names a recipe with its meal, and links its page at the planned servings', async () => {
    const events = eventsOf((await fetchFeed(url)).text);
    const dinner = events.find((event) => event.start === entries.dinner?.date && event.summary.startsWith('Dinner'));
    const link = `${SITE_ORIGIN}/recipes/${recipe}?servings=4`;
    expect(dinner).toMatchObject({ summary: 'Dinner: Chickpea Curry', url: link });
    expect(dinner?.description).toBe(`For 4 servings: ${link}`);
  });

  it('names a note by its first line, with the whole note as the description', async () => {
    const events = eventsOf((await fetchFeed(url)).text);
    expect(events.find((event) => event.start === day)).toMatchObject({
      summary: 'Lunch: Leftovers',
      description: 'Leftovers\nfrom Sunday',
      url: null,
    });
  });

  it('says when a planned recipe was deleted (the entry is a note now), with no link', async () => {
    const events = eventsOf((await fetchFeed(url)).text);
    expect(events.find((event) => event.start === entries.removed?.date)).toMatchObject({
      summary: 'Dinner: Gone Goulash (recipe removed)',
      url: null,
    });
  });
});
