// A test account's meal plan in the Firestore emulator, read and written past
// the rules (`Bearer owner`), so the app's own writes are the ones that go
// through them.
import type { Meal } from '@recipe-book/schema/meal-plan-constants';
import { MEAL_PLAN, USERS } from '@recipe-book/schema/paths';

const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
const DATABASE = 'projects/demo-recipes/databases/(default)';
const DOCUMENTS = `${FIRESTORE}/v1/${DATABASE}/documents`;
const ADMIN = { authorization: 'Bearer owner', 'content-type': 'application/json' };

/** An entry as a test writes and reads it (a recipe with servings, or a note). */
export interface StoredEntry {
  date: string | null;
  meal: Meal;
  recipeId: string | null;
  recipeTitle: string | null;
  servings: number | null;
  note: string;
}

type RestValue = { stringValue?: string; integerValue?: string; doubleValue?: number; nullValue?: null };

const textOrNull = (value: string | null) => (value === null ? { nullValue: null } : { stringValue: value });
const read = (value: RestValue | undefined) =>
  value?.stringValue ?? (value?.integerValue !== undefined ? Number(value.integerValue) : (value?.doubleValue ?? null));

/** `uid`'s entries as the server has them, by date (Someday last), meal and title or note. */
export async function mealPlanOf(uid: string): Promise<StoredEntry[]> {
  const documents: { fields: Record<string, RestValue> }[] = [];
  // The emulator answers a page at a time, however large a page is asked for.
  let pageToken = '';
  do {
    const url = `${DOCUMENTS}/${USERS}/${uid}/${MEAL_PLAN}?pageSize=300&pageToken=${pageToken}`;
    const response = await fetch(url, { headers: ADMIN });
    if (!response.ok) throw new Error(`Firestore emulator: ${response.status} ${await response.text()}`);
    const page = (await response.json()) as {
      documents?: { fields: Record<string, RestValue> }[];
      nextPageToken?: string;
    };
    documents.push(...(page.documents ?? []));
    pageToken = page.nextPageToken ?? '';
  } while (pageToken);
  return documents
    .map(({ fields }) => ({
      date: read(fields.date) as string | null,
      meal: read(fields.meal) as Meal,
      recipeId: read(fields.recipeId) as string | null,
      recipeTitle: read(fields.recipeTitle) as string | null,
      servings: read(fields.servings) as number | null,
      note: (read(fields.note) as string | null) ?? '',
    }))
    .sort((a, b) =>
      `${a.date ?? '9'} ${a.meal} ${a.recipeTitle ?? a.note}`.localeCompare(
        `${b.date ?? '9'} ${b.meal} ${b.recipeTitle ?? b.note}`,
      ),
    );
}

/** Puts `entries` on `uid`'s plan, in one commit (ids `e2e-0`, `e2e-1`, … unless `prefix` says otherwise). */
export async function planEntries(uid: string, entries: readonly StoredEntry[], prefix = 'e2e'): Promise<void> {
  const now = { timestampValue: new Date().toISOString() };
  const writes = entries.map((entry, index) => ({
    update: {
      name: `${DATABASE}/documents/${USERS}/${uid}/${MEAL_PLAN}/${prefix}-${index}`,
      fields: {
        date: textOrNull(entry.date),
        meal: { stringValue: entry.meal },
        recipeId: textOrNull(entry.recipeId),
        recipeTitle: textOrNull(entry.recipeTitle),
        servings: entry.servings === null ? { nullValue: null } : { integerValue: String(entry.servings) },
        note: { stringValue: entry.note },
        position: { integerValue: String(index) },
        createdAt: now,
        updatedAt: now,
      },
    },
  }));
  const response = await fetch(`${DOCUMENTS}:commit`, {
    method: 'POST',
    headers: ADMIN,
    body: JSON.stringify({ writes }),
  });
  if (!response.ok) throw new Error(`Firestore emulator: ${response.status} ${await response.text()}`);
}

/** A date as the planner names it: "Monday, November 23" (in UTC, as the app reads dates). */
export const dayName = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
