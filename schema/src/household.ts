// A household: `households/{householdId}` (docs/data-model.md#households),
// cooks who share one meal plan and one shopping list, with the same entries
// and items as a cook's own plus who added each. The backend (Admin SDK)
// writes the household and `users/{uid}.householdId`; the web app writes the
// plan and the list under the rules. firestore.rules mirrors these shapes and
// tests/rules/households.test.ts proves they agree.
import { z } from 'zod';
import { HOUSEHOLD_LIMITS as L, MEAL_PLAN_LIMITS } from './constants';
import { mealPlanEntrySchema } from './meal-plan';
import { displayNameSchema, line } from './recipe';
import { shoppingItemSchema } from './shopping-list';

/** A Firebase Auth uid. */
const uid = z.string({ error: 'A member must be a user id' }).min(1).max(MEAL_PLAN_LIMITS.cookUid.max);

/** The one field a member (the owner) changes from a browser. */
export const householdNameSchema = line('Household name', L.name.max);

/**
 * A household as the backend writes it (createdAt is the server's time): its
 * owner is one of its 1–10 members, each listed once.
 */
export const householdSchema = z
  .strictObject({
    name: householdNameSchema,
    ownerUid: uid,
    memberUids: z
      .array(uid)
      .min(1)
      .max(L.maxMembers, `A household has at most ${L.maxMembers} members`)
      .refine((uids) => new Set(uids).size === uids.length, 'A member is listed once'),
  })
  .refine((household) => household.memberUids.includes(household.ownerUid), {
    path: ['memberUids'],
    message: 'The owner is a member',
  });
type HouseholdInput = z.output<typeof householdSchema>;

export interface StoredHousehold<Time> extends HouseholdInput {
  createdAt: Time;
}

/**
 * What a household's entries and items hold besides a cook's own: who added
 * them, by uid (`addedByUid`, the rules require the writer's own) and by
 * public name (`addedBy`, the writer's profile name, `cooks/{uid}`, never an
 * e-mail), so that the others see who did. An entry added before the uid was
 * stored has `addedBy` alone (`npm run migrate` adds the uid where it can).
 */
export const householdEntryFields = { addedBy: displayNameSchema, addedByUid: uid };
export const HOUSEHOLD_ENTRY_FIELDS = Object.keys(householdEntryFields) as (keyof typeof householdEntryFields)[];

/** A household's meal plan entry: `households/{householdId}/mealPlan/{entryId}`. */
export const householdMealPlanEntrySchema = mealPlanEntrySchema.safeExtend(householdEntryFields);

/** A household's shopping list item: `households/{householdId}/shoppingList/{itemId}`, as a member adds it. */
export const householdShoppingItemSchema = shoppingItemSchema.safeExtend(householdEntryFields);

/**
 * A tick of a household's item, the one change a member makes to it: a tick
 * sets `checkedByUid` and `checkedBy` to the ticking member's uid and public
 * name (so the others see "Ticked by Bob"; the rules require the caller's
 * own), and an untick removes both (an unticked item was ticked by nobody).
 * Of two members ticking and unticking one item, the later write wins, the
 * three fields together.
 */
export const householdTickSchema = z
  .strictObject({
    checked: z.boolean(),
    checkedBy: displayNameSchema.optional(),
    checkedByUid: uid.optional(),
  })
  .refine((tick) => (tick.checkedBy === undefined) === (tick.checkedByUid === undefined), {
    message: 'Who ticked is named by uid and name together',
  })
  .refine((tick) => tick.checked || tick.checkedBy === undefined, { message: 'Only a ticked item names who ticked' });
export const HOUSEHOLD_TICK_FIELDS = ['checked', 'checkedBy', 'checkedByUid'] as const;

/** The household a cook was removed from, as `users/{uid}.removedFrom` names it for the app to say so. */
export interface RemovedFrom {
  householdId: string;
  /** The household's name when they were removed. */
  name: string;
}

/**
 * `users/{uid}`'s household fields, the backend's alone: the cook's household
 * (absent or null without one), and the one its owner removed them from
 * (cleared when they create or join one).
 */
export interface UserHousehold {
  householdId?: string | null;
  removedFrom?: RemovedFrom;
}
