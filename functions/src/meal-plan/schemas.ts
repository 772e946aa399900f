// The requests and answers of the /mealplan routes (docs/rest-api.md#meal-plan).
// Fields come from the shared entry schema (schema/src/meal-plan.ts), so the
// API checks what the web app's form and the rules check, with the same
// messages. The OpenAPI document is generated from these.
import { z } from 'zod';
import { isCalendarDate } from '@recipe-book/schema/calendar-date';
import { MEAL_PLAN_LIMITS as L } from '@recipe-book/schema/constants';
import { displayNameSchema } from '@recipe-book/schema/recipe';
import {
  MEAL_PLAN_EDITABLE_FIELDS,
  mealPlanFields,
  NOTE_OR_RECIPE,
  optionalMealPlanFields,
} from '@recipe-book/schema/meal-plan';

const calendarDateParam = (description: string) =>
  z
    .string()
    .refine(isCalendarDate, 'must be a real calendar date written as YYYY-MM-DD')
    .optional()
    .describe(description);

export const mealPlanListQuerySchema = z.object({
  from: calendarDateParam('First date (YYYY-MM-DD), with `to`. Without both: the current week, Monday–Sunday (UTC).'),
  to: calendarDateParam(`Last date (YYYY-MM-DD), inclusive; at most ${L.maxRangeDays} days after \`from\` counted in.`),
  someday: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .optional()
    .describe('`true`: the entries with no date ("Someday") instead of a range; not with from or to.'),
});

const date = mealPlanFields.date.describe('A calendar date, YYYY-MM-DD (no time, no time zone), or null for Someday.');
const meal = mealPlanFields.meal.describe('Which meal of the day.');
const servings = mealPlanFields.servings.describe(
  `For a planned recipe: how many it is cooked for, ${L.servings.min}–${L.servings.max}. Null for a note.`,
);
const note = mealPlanFields.note.describe(
  `Plain text, trimmed, 0–${L.note.max} characters (several lines allowed); at least 1 for an entry without a recipe.`,
);
const position = mealPlanFields.position.describe('The order inside one date and meal, smaller first.');
const cookUid = optionalMealPlanFields.cookUid.describe(
  "Who is cooking: your own uid, or in a household a member's (GET /household lists them).",
);

/** POST /mealplan: a recipe (servings default to its own) or a note, or both. */
export const mealPlanCreateSchema = z
  .strictObject({
    date,
    meal,
    recipeId: mealPlanFields.recipeId
      .optional()
      .describe('The recipe to plan (its `_id`); leave it out, or null, for a note.'),
    servings: servings.optional().describe("For a recipe: how many it is cooked for; by default the recipe's own."),
    note: note.optional().describe(`${note.description} Empty when left out.`),
    cookUid,
  })
  .superRefine((entry, context) => {
    if (entry.recipeId != null) return;
    if (!entry.note) context.addIssue({ code: 'custom', path: ['note'], message: NOTE_OR_RECIPE });
    if (entry.servings != null)
      context.addIssue({ code: 'custom', path: ['servings'], message: 'A note has no servings' });
  });
export type MealPlanCreate = z.output<typeof mealPlanCreateSchema>;

const editable = { date, meal, servings, note, position } satisfies Record<
  (typeof MEAL_PLAN_EDITABLE_FIELDS)[number],
  z.ZodType
>;
const patchable = [...MEAL_PLAN_EDITABLE_FIELDS, 'cookUid'];

/** PATCH /mealplan/{id}: any of the editable fields, or the cook; the recipe and its title stay as planned. */
export const mealPlanPatchSchema = z
  .strictObject({ ...editable, cookUid: cookUid.unwrap() })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, `Send at least one of ${patchable.join(', ')}`);
export type MealPlanPatch = z.output<typeof mealPlanPatchSchema>;

/** An entry as the API answers it. */
export const mealPlanEntryResponseSchema = z.object({
  id: z.string().describe('The entry id: PATCH and DELETE /mealplan/{id}.'),
  date,
  meal,
  recipeId: mealPlanFields.recipeId.describe('The planned recipe, or null for a note.'),
  recipeTitle: mealPlanFields.recipeTitle.describe(
    "The recipe's title when it was planned (kept when the recipe is deleted), or null for a note.",
  ),
  servings,
  note,
  position,
  recipeRemoved: z
    .boolean()
    .describe('true when the planned recipe no longer exists: it stays on the plan, but cannot be shopped for.'),
  cookUid: cookUid.describe('Who is cooking, when someone was named.'),
  addedBy: displayNameSchema
    .optional()
    .describe("On a household's plan: the public name of the member who added the entry."),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type MealPlanEntryResponse = z.output<typeof mealPlanEntryResponseSchema>;

export const mealPlanEntryListSchema = z.array(mealPlanEntryResponseSchema);

export const mealPlanDeleteResultSchema = z.object({
  deletedCount: z
    .union([z.literal(0), z.literal(1)])
    .describe('1 when this call deleted your entry, 0 when you have no entry with this id.'),
});
export type MealPlanDeleteResult = z.output<typeof mealPlanDeleteResultSchema>;

/** POST /mealplan/shopping-list: the entries of a date range, or chosen entries. */
export const mealPlanShoppingSchema = z
  .strictObject({
    from: mealPlanFields.date.unwrap().optional().describe('First date (YYYY-MM-DD), with `to`.'),
    to: mealPlanFields.date
      .unwrap()
      .optional()
      .describe(`Last date, inclusive; at most ${L.maxRangeDays} days counted in.`),
    ids: z
      .array(z.string().min(1, 'Entry id must not be empty').max(L.recipeId.max))
      .min(1, 'Name at least one entry')
      .max(L.maxEntries, `At most ${L.maxEntries} entries`)
      .optional()
      .describe('Entry ids (dated or Someday), instead of from and to.'),
  })
  .refine(
    ({ from, to, ids }) => (ids === undefined) !== (from === undefined && to === undefined),
    'Send either from and to, or ids',
  );
export type MealPlanShopping = z.output<typeof mealPlanShoppingSchema>;

export const mealPlanShoppingResultSchema = z.object({
  added: z
    .int()
    .min(0)
    .describe('Items put on your shopping list: each planned recipe once, at the servings of its entries added up.'),
  skipped: z
    .array(
      z.object({
        id: z.string().describe('The entry id.'),
        reason: z
          .enum(['note', 'recipe-removed'])
          .describe('`note`: nothing to buy; `recipe-removed`: the planned recipe was deleted.'),
      }),
    )
    .describe('Entries that put nothing on the list, and why.'),
});
export type MealPlanShoppingResult = z.output<typeof mealPlanShoppingResultSchema>;

/** POST /mealplan/feed-key: the feed link, shown this once. */
export const feedKeyCreatedSchema = z.object({
  key: z.string().min(1).describe('The secret key of your calendar feed, shown this once: only its hash is kept.'),
  url: z.url().describe('The feed link (GET /mealplan.ics?key=…) to subscribe to in a calendar app.'),
});
export type FeedKeyCreated = z.output<typeof feedKeyCreatedSchema>;

/** GET /mealplan/feed-key: whether a feed link exists, never the key. */
export const feedKeyStatusSchema = z.object({
  exists: z.boolean().describe('Whether you have a calendar feed link.'),
  createdAt: z.iso.datetime().nullable().describe('When the current link was made; null without one.'),
});
export type FeedKeyStatus = z.output<typeof feedKeyStatusSchema>;

export const feedQuerySchema = z.object({
  key: z.string().max(200, 'is not a feed key').describe('The key from POST /mealplan/feed-key.'),
});

/** The feed's media type. */
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';
export const calendarSchema = z.string().describe('An iCalendar (RFC 5545) document: one all-day event per entry.');
